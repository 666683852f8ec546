//go:build !unix

package pyinterp

import "time"

func processCPU() time.Duration { return 0 }

const haveProcessCPU = false
