package bignum

import (
	"errors"
	"fmt"
	"math/big"
)

func costly(a, b *big.Int, f *big.Float, r *big.Rat, s string) {
	_ = new(big.Int).Mul(a, b)                             // want `math/big.\(\*Int\).Mul costs work that grows with its operands`
	_ = new(big.Int).Add(a, b)                             // want `math/big.\(\*Int\).Add costs work`
	_, _ = new(big.Int).QuoRem(a, b, new(big.Int))         // want `math/big.\(\*Int\).QuoRem costs work`
	_ = new(big.Int).Exp(a, b, nil)                        // want `math/big.\(\*Int\).Exp costs work`
	_ = new(big.Int).GCD(nil, nil, a, b)                   // want `math/big.\(\*Int\).GCD costs work`
	_ = new(big.Int).Sqrt(a)                               // want `math/big.\(\*Int\).Sqrt costs work`
	_ = new(big.Int).Lsh(a, 10)                            // want `math/big.\(\*Int\).Lsh costs work`
	_ = a.Cmp(b)                                           // want `math/big.\(\*Int\).Cmp costs work`
	_ = a.Text(10)                                         // want `math/big.\(\*Int\).Text costs work`
	_ = a.String()                                         // want `math/big.\(\*Int\).String costs work`
	_, _ = new(big.Int).SetString(s, 10)                   // want `math/big.\(\*Int\).SetString costs work`
	_ = new(big.Int).Set(a)                                // want `math/big.\(\*Int\).Set costs work`
	_ = new(big.Int).MulRange(1, 100)                      // want `math/big.\(\*Int\).MulRange costs work`
	_ = f.SetInt(a)                                        // want `math/big.\(\*Float\).SetInt costs work`
	_ = r.SetFrac(a, b)                                    // want `math/big.\(\*Rat\).SetFrac costs work`
	_, _, _ = big.ParseFloat(s, 10, 53, big.ToNearestEven) // want `math/big.ParseFloat costs work`
	mul := a.Mul                                           // want `math/big.\(\*Int\).Mul costs work`
	_ = mul
}

func formatted(a *big.Int, f *big.Float) {
	_ = fmt.Sprintf("%d", a) // want `math/big.Int passed to a formatting function`
	_ = fmt.Sprint(f)        // want `math/big.Float passed to a formatting function`
	_ = errorf("bad: %s", a) // want `math/big.Int passed to a formatting function`
	_ = errors.New("no number")
	_ = keep(a) // not a formatting function
}

func errorf(format string, args ...any) error { return errors.New(format + fmt.Sprint(len(args))) }

func keep(v any) any { return v }

func cheap(a *big.Int, f *big.Float, r *big.Rat) {
	_ = a.Sign()
	_ = a.BitLen()
	_ = a.IsInt64()
	_ = a.Int64()
	_ = a.Uint64()
	_ = a.Bit(3)
	_ = a.TrailingZeroBits()
	_ = a.Bits()
	_ = new(big.Int).SetInt64(7)
	_ = big.NewInt(5)
	_ = big.NewFloat(1.5)
	_ = f.Sign()
	_ = f.IsInf()
	_ = r.Sign()
	_ = r.Num()
}

// bounded is waived: its operands have a constant precision.
//
//allocpath:ok float64 operands at a constant 256-bit precision
func bounded(x float64) float64 {
	b := new(big.Float).SetPrec(256).SetFloat64(x)
	b.Mul(b, b)
	r, _ := b.Float64()
	return r
}
