package eval

// Memory charged for the objects the evaluator makes for the program.
//
// A container charges the slots that hold its elements; the objects in
// them are charged where they are made, with the figures below. Retained
// in bulk (a list of a million instances, generators, classes or
// closures), they are most of what a program holds, and an uncharged
// object of a hundred bytes behind each 16-byte slot let a run hold
// several times its memory limit. The figures are Go heap bytes per
// object as TestObjectCharges measures them, rounded up; that test fails
// when an object costs much more than it is charged.
const (
	// instanceBytes is an instance of a user class (its __slots__ array
	// is charged apart, per member).
	instanceBytes = 96
	// classBytes is a class: its Type (the slot table), its classInfo and
	// its namespace; each namespace entry and MRO entry are charged apart.
	classBytes = 1024
	// classEntryBytes is one entry of a class namespace or MRO.
	classEntryBytes = 64
	// functionBytes is a function object (def or lambda); its defaults
	// and closure cells are charged per element.
	functionBytes = 256
	// cellBytes is a closure cell.
	cellBytes = 32
	// generatorBytes is a generator with its frame (the frame's slots
	// are charged apart, per slot).
	generatorBytes = 448
	// coroutineBytes is the goroutine a generator that cannot run on
	// steppers runs on (its initial stack).
	coroutineBytes = 8192
	// boundMethodBytes is a bound method (obj.method kept as a value).
	boundMethodBytes = 48
	// exceptionBytes is an exception object (its arguments are charged
	// per element).
	exceptionBytes = 192
	// builtinMethodBytes is a builtin method bound to its receiver
	// (x.append kept as a value).
	builtinMethodBytes = 128
	// iteratorBytes is a builtin iterator object (map, zip, filter,
	// enumerate) or a small descriptor (property, slice); iterated
	// objects add iteratorArgBytes each (the iterator made for each).
	iteratorBytes    = 128
	iteratorArgBytes = 64
	// sliceBytes is a slice object made by slice().
	sliceBytes = 96
	// rangeBytes is a range object of int64 bounds (a Range: 48 bytes).
	rangeBytes = 48
	// containerBytes is the header of a list, dict or set (its elements
	// are charged as it grows).
	containerBytes = 80
	// strObjectBytes is a str object besides its text's bytes (charged
	// where they are allocated): the Str header (40 bytes, in a 48-byte
	// size class) and the rounding of a short text to its size class.
	strObjectBytes = 56
	// bytesObjectBytes is a bytes object besides its bytes: the string
	// header a Bytes boxed in a Value takes.
	bytesObjectBytes = 16
	// byteArrayObjectBytes is a bytearray besides its bytes (its
	// identity and slice header).
	byteArrayObjectBytes = 32
)
