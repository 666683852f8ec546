package eval

import "math/big"

func other(a, b *big.Int) *big.Int {
	return new(big.Int).Mul(a, b) // want `math/big.\(\*Int\).Mul costs work`
}
