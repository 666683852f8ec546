package pyinterp

import "time"

// runClock measures a run for the tests that bound how long it may take
// past its deadline. The process's CPU time is the evidence: on a loaded
// 2-core machine (the CI's, with other packages' tests in parallel) an
// honest run's wall time stretches but its CPU time does not, while a
// run that ignores its deadline burns CPU all along. The wall time is
// kept for the logs (and is the measure where the CPU time is unknown).
type runClock struct {
	wall time.Time
	cpu  time.Duration
}

func startRunClock() runClock { return runClock{wall: time.Now(), cpu: processCPU()} }

// took returns the wall time since the start, and the CPU time (the wall
// time where the process's CPU time is unknown).
func (c runClock) took() (wall, cpu time.Duration) {
	wall = time.Since(c.wall)
	if !haveProcessCPU {
		return wall, wall
	}
	return wall, processCPU() - c.cpu
}
