//go:build !unix

package fuzz

import "time"

// cpuTime is not available here: TestHostileInputs uses wall-clock time.
func cpuTime() time.Duration { return 0 }
