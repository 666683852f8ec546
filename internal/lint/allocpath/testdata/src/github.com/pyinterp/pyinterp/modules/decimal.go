package modules

import "github.com/cockroachdb/apd/v3"

func str(d *apd.Decimal) string {
	return d.String() // want `apd.\(\*Decimal\).String costs work`
}
