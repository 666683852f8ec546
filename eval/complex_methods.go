package eval

// The methods and attributes of complex: conjugate, real and imag.

func init() {
	addMethods(ComplexType, map[string]BuiltinFunc{
		"conjugate": func(t *Thread, self Value, args []Value, kw []string) (Value, error) {
			if err := strNoArgs("complex.conjugate", args, kw); err != nil {
				return nil, err
			}
			c := complex128(self.(Complex))
			return Complex(complex(real(c), -imag(c))), nil
		},
	})
	ComplexType.SetAttr = numSetAttr("", "real", "imag")
	ComplexType.GetAttr = func(t *Thread, v Value, name string) (Value, error) {
		switch name {
		case "real":
			return Float(real(complex128(v.(Complex)))), nil
		case "imag":
			return Float(imag(complex128(v.(Complex)))), nil
		}
		return genericGetAttr(t, v, name)
	}
}
