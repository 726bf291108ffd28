package main

import (
	"context"
	"os"
	"os/signal"

	"example.com/gobot/internal/agent"
)

func main() {
	ctx, cancel := signal.NotifyContext(context.Background(), os.Interrupt)
	defer cancel()
	agent.Run(ctx, os.Args[1:])
}
