package harness

import (
	"bytes"
	"os"
	"strconv"
	"syscall"
	"time"
)

// Supported reports whether the harness can measure runs on this system
// (it reads /proc).
const Supported = true

var pageSize = int64(os.Getpagesize())

// cpuTime returns the CPU time (user and system) this process has used.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// currentRSS returns this process's resident set size in bytes.
func currentRSS() int64 { return rssOf("self") }

// rssOf returns the resident set size of process pid ("self" or a
// number) in bytes, 0 if it cannot be read.
func rssOf(pid string) int64 {
	data, err := os.ReadFile("/proc/" + pid + "/statm")
	if err != nil {
		return 0
	}
	fields := bytes.Fields(data)
	if len(fields) < 2 {
		return 0
	}
	n, _ := strconv.ParseInt(string(fields[1]), 10, 64)
	return n * pageSize
}

// peakRSS returns this process's peak resident set size (VmHWM) in bytes
// since the last resetPeakRSS.
func peakRSS() int64 {
	data, err := os.ReadFile("/proc/self/status")
	if err != nil {
		return 0
	}
	for _, line := range bytes.Split(data, []byte("\n")) {
		if rest, ok := bytes.CutPrefix(line, []byte("VmHWM:")); ok {
			f := bytes.Fields(rest)
			if len(f) > 0 {
				kb, _ := strconv.ParseInt(string(f[0]), 10, 64)
				return kb << 10
			}
		}
	}
	return 0
}

// resetPeakRSS sets the peak RSS to the current RSS (Linux's clear_refs
// "5").
func resetPeakRSS() {
	_ = os.WriteFile("/proc/self/clear_refs", []byte("5"), 0)
}
