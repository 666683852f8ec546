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

// clockTicks is the unit of the CPU times in /proc/<pid>/stat (USER_HZ,
// 100 on every Linux platform Go supports).
const clockTicks = 100

// cpuOf returns the CPU time (user and system) process pid has used, or
// -1 if it cannot be read.
func cpuOf(pid string) time.Duration {
	data, err := os.ReadFile("/proc/" + pid + "/stat")
	if err != nil {
		return -1
	}
	// The command name (field 2) may hold spaces: fields are counted
	// after its closing parenthesis.
	i := bytes.LastIndexByte(data, ')')
	if i < 0 {
		return -1
	}
	f := bytes.Fields(data[i+1:])
	if len(f) < 13 {
		return -1
	}
	utime, err1 := strconv.ParseInt(string(f[11]), 10, 64)
	stime, err2 := strconv.ParseInt(string(f[12]), 10, 64)
	if err1 != nil || err2 != nil {
		return -1
	}
	return time.Duration(utime+stime) * time.Second / clockTicks
}

// runnable reports whether any thread of process pid is running or
// ready to run (state R), as opposed to all of them sleeping. ok is false
// if it cannot tell.
func runnable(pid string) (r, ok bool) {
	dir := "/proc/" + pid + "/task"
	tasks, err := os.ReadDir(dir)
	if err != nil {
		return false, false
	}
	for _, task := range tasks {
		data, err := os.ReadFile(dir + "/" + task.Name() + "/stat")
		if err != nil {
			continue
		}
		i := bytes.LastIndexByte(data, ')')
		if i < 0 || i+2 >= len(data) {
			continue
		}
		ok = true
		if data[i+2] == 'R' {
			return true, true
		}
	}
	return false, ok
}
