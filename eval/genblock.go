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

// genBlock1 .. genBlock7 hold the states of 1 to 7 steppers (genStep)
// too: the generator functions of the benchmarks have 1 to 7 (a for
// loop, its body's block and an if in it are three). Their sizes are Go
// size classes exactly (512, 576, 640 and 704 bytes: a genBlock is 480,
// a genStep 32), so no generator holds more heap than with its states
// apart, and the charges stay those of the states' array
// (TestObjectCharges compares the two). Above 7 the states are a slice
// of their own, as they all were.
type (
	genBlock1 struct {
		genBlock
		steps [1]genStep
	}
	genBlock3 struct {
		genBlock
		steps [3]genStep
	}
	genBlock5 struct {
		genBlock
		steps [5]genStep
	}
	genBlock7 struct {
		genBlock
		steps [7]genStep
	}
)

// newGenBlock allocates the block of a stepper generator with n
// steppers, and returns their states when they fit in it, else nil
// (newGenerator makes them). Nothing is charged here: newGenerator
// charges the states as Make would, whether in the block or not.
func newGenBlock(n int) (b *genBlock, steps []genStep) {
	switch {
	case n == 0:
		return new(genBlock), nil // 480 bytes, a size class too
	case n == 1:
		x := new(genBlock1)
		return &x.genBlock, x.steps[:n:n]
	case n <= 3:
		x := new(genBlock3)
		return &x.genBlock, x.steps[:n:n]
	case n <= 5:
		x := new(genBlock5)
		return &x.genBlock, x.steps[:n:n]
	case n <= 7:
		x := new(genBlock7)
		return &x.genBlock, x.steps[:n:n]
	}
	return new(genBlock), nil
}
