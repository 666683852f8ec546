package eval

// genBlock is a stepper generator's handle, state and frame allocated
// together (Function.Call): one allocation where there were three. Only
// generators without a coroutine have one: a coroutine's handle carries
// a runtime cleanup whose argument (the genCoro) must not keep the
// handle reachable, which a shared allocation would.
type genBlock struct {
	g  Generator
	co genCoro
	fr Frame
}

// genBlock1 .. genBlock8 hold the states of up to 8 steppers (genStep)
// too: the generator functions of the benchmarks have 1 to 7 (a for
// loop, its body's block and an if in it are three). Above 8 the states
// are a slice of their own, as they all were.
type (
	genBlock1 struct {
		genBlock
		steps [1]genStep
	}
	genBlock2 struct {
		genBlock
		steps [2]genStep
	}
	genBlock4 struct {
		genBlock
		steps [4]genStep
	}
	genBlock8 struct {
		genBlock
		steps [8]genStep
	}
)

// newGenBlock allocates the block of a stepper generator with n
// steppers, and returns their states when they fit in it, else nil
// (newGenerator makes them). Nothing is charged here: newGenerator
// charges the states as Make would, whether in the block or not.
func newGenBlock(n int) (b *genBlock, steps []genStep) {
	switch {
	case n <= 1:
		x := new(genBlock1)
		return &x.genBlock, x.steps[:n:n]
	case n <= 2:
		x := new(genBlock2)
		return &x.genBlock, x.steps[:n:n]
	case n <= 4:
		x := new(genBlock4)
		return &x.genBlock, x.steps[:n:n]
	case n <= 8:
		x := new(genBlock8)
		return &x.genBlock, x.steps[:n:n]
	}
	return new(genBlock), nil
}
