package pyinterp

import (
	"fmt"
	"sync"
	"testing"
)

// TestSlotMethodsSharedIsolation: the methods a builtin type's slots
// provide under dunder names (dict.__init__, object.__repr__, int.__hash__,
// dict.__new__, object.__init_subclass__) are made once per process and
// held by every interpreter (eval's slotMethod cache). Executors running
// at once try every way a program changes an object through them (setting,
// deleting, their __dict__, and through subclasses that override and
// call them) and must see them whole, each its own subclasses only. Run
// with -race in .ci/run.
func TestSlotMethodsSharedIsolation(t *testing.T) {
	const workers = 4
	code := func(id int) string {
		return fmt.Sprintf(`
ID = %d
targets = [dict.__init__, object.__repr__, dict.__new__, object.__init_subclass__, int.__hash__,
           list.__len__, dict.__setitem__, object.__init__, type.__init__]
names = [getattr(o, "__name__") for o in targets]
assert names == ["__init__", "__repr__", "__new__", "__init_subclass__", "__hash__", "__len__",
                 "__setitem__", "__init__", "__init__"], names
refused = 0
for o in targets:
    for attr in ("mine", "__doc__", "__name__", "__qualname__"):
        for op in (lambda: setattr(o, attr, ID), lambda: delattr(o, attr)):
            try:
                op()
            except (AttributeError, TypeError):
                refused += 1
    try:
        o.__dict__["mine"] = ID
    except (AttributeError, TypeError):
        refused += 1
assert refused == len(targets) * 9, refused
assert not any(hasattr(o, "mine") for o in targets)

class D(dict):
    def __init__(self, *a, **k):
        self["by"] = ID
        dict.__init__(self, *a, **k)
    def __repr__(self):
        return "D%%d" %% ID + object.__repr__(self)[:0]
    def __hash__(self):
        return ID
d = D(x=ID)
assert dict(d) == {"by": ID, "x": ID}, d
assert repr(d) == "D%%d" %% ID and hash(d) == ID
assert D.__init__ is not dict.__init__ and dict.__init__ is dict.__init__
assert D.__mro__ == (D, dict, object)
assert dict.__init__.__qualname__ == "dict.__init__", dict.__init__.__qualname__
print(ID)
`, id)
	}
	for round := 0; round < 3; round++ {
		var wg sync.WaitGroup
		errs := make([]string, workers)
		for w := 0; w < workers; w++ {
			wg.Add(1)
			go func() {
				defer wg.Done()
				id := round*workers + w + 1
				ex, err := New(Options{})
				if err != nil {
					errs[w] = err.Error()
					return
				}
				defer ex.Close()
				res, rerr := runErr(t, ex, code(id))
				switch {
				case rerr != nil:
					errs[w] = rerr.Error()
				case res.Logs != fmt.Sprintf("%d\n", id):
					errs[w] = "output " + res.Logs
				}
			}()
		}
		wg.Wait()
		for w, e := range errs {
			if e != "" {
				t.Errorf("round %d, executor %d: %s", round, w, e)
			}
		}
	}
}
