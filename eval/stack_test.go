package eval

import "testing"

// The value stack starts small and grows by doubling: a run that calls one
// small function does not pay for a full chunk.
func TestStackStartsSmall(t *testing.T) {
	th := NewThread(NewInterp(), Limits{}, nil, nil)
	s, err := th.allocSlots(3)
	if err != nil {
		t.Fatal(err)
	}
	if len(th.stack) != stackFirst {
		t.Errorf("first chunk: %d values, want %d", len(th.stack), stackFirst)
	}
	th.freeSlots(s)
}

// Frames nest: slots of a chunk left behind stay valid, and returning to
// it releases the newer chunk as the spare, reused by the next growth.
func TestStackChunksNestAndReuse(t *testing.T) {
	th := NewThread(NewInterp(), Limits{}, nil, nil)
	var frames [][]Value
	for i := 0; i < 40; i++ {
		s, err := th.allocSlots(100)
		if err != nil {
			t.Fatal(err)
		}
		for j := range s {
			s[j] = MakeInt(int64(i))
		}
		frames = append(frames, s)
	}
	for i, s := range frames {
		for _, v := range s {
			if v != MakeInt(int64(i)) {
				t.Fatalf("frame %d overwritten", i)
			}
		}
	}
	for i := len(frames) - 1; i >= 0; i-- {
		th.freeSlots(frames[i])
	}
	if th.sp != 0 || len(th.stackPrev) != 0 {
		t.Fatalf("after releasing every frame: sp %d, %d chunks kept", th.sp, len(th.stackPrev))
	}
	// Calls and returns across a chunk boundary allocate nothing once the
	// spare chunk exists.
	fill, _ := th.allocSlots(len(th.stack) - 1)
	allocs := testing.AllocsPerRun(100, func() {
		s, err := th.allocSlots(10)
		if err != nil {
			t.Fatal(err)
		}
		th.freeSlots(s)
	})
	if allocs != 0 {
		t.Errorf("a call across a chunk boundary allocates %v times", allocs)
	}
	th.freeSlots(fill)
}

// Stack chunks are charged to the run's memory: deep recursion through a
// function with many locals ends at the memory limit.
func TestStackIsCharged(t *testing.T) {
	th := NewThread(NewInterp(), Limits{MaxMemory: 1 << 20}, nil, nil)
	var err error
	for i := 0; i < 1000 && err == nil; i++ {
		_, err = th.allocSlots(10_000)
	}
	if !isMemoryLimit(err) {
		t.Fatalf("160 MB of frame slots under a 1 MiB limit: got %v", err)
	}
}
