//go:build unix

package main

import (
	"os/signal"
	"syscall"
	"time"
)

// dieBySIGINT ends the process by SIGINT with its default action, as
// CPython does after an uncaught KeyboardInterrupt: a shell then shows
// status 130 and stops a script that ran it.
func dieBySIGINT() {
	signal.Reset(syscall.SIGINT)
	syscall.Kill(syscall.Getpid(), syscall.SIGINT)
	time.Sleep(100 * time.Millisecond) // the signal is delivered; if not, main exits 130
}
