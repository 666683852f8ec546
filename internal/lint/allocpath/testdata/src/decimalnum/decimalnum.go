package decimalnum

import "github.com/cockroachdb/apd/v3"

func ln(ctx *apd.Context, x *apd.Decimal) string {
	d := apd.New(1, 0)
	ctx.Ln(d, x)      // want `apd.\(\*Context\).Ln costs work that grows`
	return d.String() // want `apd.\(\*Decimal\).String costs work that grows`
}
