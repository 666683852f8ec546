//go:build !linux

package harness

import "time"

// Supported reports whether the harness can measure runs on this system:
// it reads Linux's /proc.
const Supported = false

func cpuTime() time.Duration { return 0 }
func currentRSS() int64      { return 0 }
func rssOf(pid string) int64 { return 0 }
func peakRSS() int64         { return 0 }
func resetPeakRSS()          {}
