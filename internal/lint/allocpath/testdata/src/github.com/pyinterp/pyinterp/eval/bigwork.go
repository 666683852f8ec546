// Package eval stands for the work path's package in these tests: its
// bigwork.go may call math/big's costly methods.
package eval

import (
	"fmt"
	"math/big"
)

func Mul(a, b *big.Int) *big.Int { return new(big.Int).Mul(a, b) }

func Text(a *big.Int) string { return fmt.Sprint(a) }
