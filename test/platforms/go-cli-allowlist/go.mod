module example.com/gobot

go 1.22
