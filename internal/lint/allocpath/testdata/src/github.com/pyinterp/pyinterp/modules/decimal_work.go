// Package modules stands for the decimal module's package in these tests:
// its decimal_work.go may call apd's methods.
package modules

import "github.com/cockroachdb/apd/v3"

func Ln(ctx *apd.Context, x *apd.Decimal) *apd.Decimal {
	d := apd.New(1, 0)
	ctx.Ln(d, x)
	return d
}
