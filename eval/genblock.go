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

// genBlockOf is a genBlock with room for the states of its steppers
// (S, an array of genStep) and for its frame's slots (V, an array of
// Value) in the same allocation: a generator call is then one
// allocation (and its closure's cells). S or V is struct{} when the
// states or the slots are a slice of their own.
type genBlockOf[S, V any] struct {
	genBlock
	steps S
	slots V
}

// genBlockKind is one of the block types a generator function's calls
// may use (genBlockKinds).
type genBlockKind struct {
	steps, slots int   // room for states and slots (0: made apart)
	size         int64 // the Go size class of the block (TestGenBlockKinds)
	make         func() (*genBlock, []genStep, []Value)
}

// genBlockMaker returns the maker of a genBlockOf[S, V]; steps and slots
// give the arrays as slices.
func genBlockMaker[S, V any](steps func(*S) []genStep, slots func(*V) []Value) func() (*genBlock, []genStep, []Value) {
	return func() (*genBlock, []genStep, []Value) {
		x := new(genBlockOf[S, V])
		return &x.genBlock, steps(&x.steps), slots(&x.slots)
	}
}

func noSteps(*struct{}) []genStep    { return nil }
func steps1(a *[1]genStep) []genStep { return a[:] }
func steps2(a *[2]genStep) []genStep { return a[:] }
func steps3(a *[3]genStep) []genStep { return a[:] }
func steps4(a *[4]genStep) []genStep { return a[:] }
func steps5(a *[5]genStep) []genStep { return a[:] }
func steps6(a *[6]genStep) []genStep { return a[:] }
func steps7(a *[7]genStep) []genStep { return a[:] }
func steps8(a *[8]genStep) []genStep { return a[:] }
func noSlots(*struct{}) []Value      { return nil }
func slots1(a *[1]Value) []Value     { return a[:] }
func slots3(a *[3]Value) []Value     { return a[:] }
func slots5(a *[5]Value) []Value     { return a[:] }
func slots7(a *[7]Value) []Value     { return a[:] }

// genBlockKinds are the blocks, by their room for slots. A genBlock is
// 368 bytes, a state 32 and a slot 16, and an object of more than 512
// bytes has an 8-byte header: each kind fills its size class, or nearly
// (368 + 16 is 384, 368 + 32*5 + 16 + 8 is 552 of 576), and genBlockFor
// takes one only when the call charges at least its class. The sizes are
// checked by TestGenBlockKinds.
var genBlockKinds = []genBlockKind{
	{0, 0, 384, genBlockMaker(noSteps, noSlots)},
	{0, 1, 384, genBlockMaker(noSteps, slots1)},
	{1, 1, 416, genBlockMaker(steps1, slots1)},
	{2, 1, 448, genBlockMaker(steps2, slots1)},
	{3, 1, 480, genBlockMaker(steps3, slots1)},
	{4, 1, 512, genBlockMaker(steps4, slots1)},
	{5, 1, 576, genBlockMaker(steps5, slots1)},
	{7, 1, 640, genBlockMaker(steps7, slots1)},
	{0, 3, 416, genBlockMaker(noSteps, slots3)},
	{1, 3, 448, genBlockMaker(steps1, slots3)},
	{2, 3, 480, genBlockMaker(steps2, slots3)},
	{3, 3, 512, genBlockMaker(steps3, slots3)},
	{4, 3, 576, genBlockMaker(steps4, slots3)},
	{6, 3, 640, genBlockMaker(steps6, slots3)},
	{8, 3, 704, genBlockMaker(steps8, slots3)},
	{0, 5, 448, genBlockMaker(noSteps, slots5)},
	{1, 5, 480, genBlockMaker(steps1, slots5)},
	{2, 5, 512, genBlockMaker(steps2, slots5)},
	{3, 5, 576, genBlockMaker(steps3, slots5)},
	{5, 5, 640, genBlockMaker(steps5, slots5)},
	{7, 5, 704, genBlockMaker(steps7, slots5)},
	{0, 7, 480, genBlockMaker(noSteps, slots7)},
	{1, 7, 512, genBlockMaker(steps1, slots7)},
	{2, 7, 576, genBlockMaker(steps2, slots7)},
	{6, 7, 704, genBlockMaker(steps6, slots7)},
	{8, 7, 768, genBlockMaker(steps8, slots7)},
	{1, 0, 416, genBlockMaker(steps1, noSlots)},
	{2, 0, 448, genBlockMaker(steps2, noSlots)},
	{3, 0, 480, genBlockMaker(steps3, noSlots)},
	{4, 0, 512, genBlockMaker(steps4, noSlots)},
	{6, 0, 576, genBlockMaker(steps6, noSlots)},
	{8, 0, 640, genBlockMaker(steps8, noSlots)},
}

// genBlockFor chooses the block of a generator function's calls, with
// nsteps steppers and nslots slots: the one with room for both (or, when
// the slots do not fit any, for the states) that takes the least heap,
// among those that take no more than the call charges for the block's
// parts: generatorBytes for the generator and its frame, and what Make
// charges for the states and slots it holds. Its first kind (no room)
// always qualifies.
func genBlockFor(nsteps, nslots int) *genBlockKind {
	best := &genBlockKinds[0]
	bestAllocs := 3
	for i := range genBlockKinds {
		k := &genBlockKinds[i]
		charged := int64(generatorBytes)
		allocs := 1
		if k.steps > 0 {
			if k.steps < nsteps {
				continue
			}
			charged += int64(nsteps) * sizeOf[genStep]()
		} else if nsteps > 0 {
			allocs++
		}
		if k.slots > 0 {
			if k.slots < nslots {
				continue
			}
			charged += int64(nslots) * sizeOf[Value]()
		} else if nslots > 0 {
			allocs++
		}
		if k.size > charged {
			continue
		}
		if allocs < bestAllocs || allocs == bestAllocs && k.size < best.size {
			best, bestAllocs = k, allocs
		}
	}
	return best
}
