package modules_test

import "math"

func mathNaN() float64                 { return math.NaN() }
func mathInf(s int) float64            { return math.Inf(s) }
func mathFloat64bits(f float64) uint64 { return math.Float64bits(f) }
