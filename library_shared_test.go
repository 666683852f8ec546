package pyinterp

import (
	"fmt"
	"strings"
	"sync"
	"testing"
)

// TestLibrarySharedIsolation runs executors concurrently, each importing
// library modules written in Python (whose compiled code every
// interpreter shares: eval.Library) and mutating what it got: class
// attributes and methods of collections' and datetime's classes, module
// attributes, subclasses, instances whose attributes the shared code's
// inline caches remember. Each must see only its own changes, before,
// during and after the others'. Run it with -race: the shared code is
// compiled by whichever interpreter first needs it, while others run it.
func TestLibrarySharedIsolation(t *testing.T) {
	const workers = 4
	const rounds = 3
	prog := func(id int) string {
		return fmt.Sprintf(`
import collections, datetime, heapq
from collections import Counter, OrderedDict, defaultdict, namedtuple, deque, ChainMap
ID = %d
assert not hasattr(Counter, "tag"), Counter.tag
Counter.tag = ID
collections.marker = ID
old = Counter.most_common
Counter.most_common = lambda self, n=None: ("patched", ID)
class MyOD(OrderedDict):
    def __setitem__(self, k, v):
        OrderedDict.__setitem__(self, k, (ID, v))
out = []
for i in range(30):
    c = Counter("abracadabra" * (i %% 3 + 1))
    assert c.tag == ID and collections.marker == ID
    assert c.most_common(1) == ("patched", ID), c.most_common(1)
    assert old(c, 1)[0][0] == "a"
    od = MyOD()
    od["x"] = i
    od.move_to_end("x")
    assert od["x"] == (ID, i), od["x"]
    d = defaultdict(list); d[ID].append(i)
    P = namedtuple("P", "a b")
    p = P(ID, i)._replace(b=ID)
    assert p == (ID, ID)
    cm = ChainMap({"k": ID}, {"k": -1})
    assert cm["k"] == ID
    dt = datetime.datetime(2020, 1, 1) + datetime.timedelta(days=ID, seconds=i)
    assert dt.day == 1 + ID, dt
    datetime.timedelta.mine = ID
    assert datetime.timedelta(1).mine == ID
    out.append(heapq.nsmallest(2, [ID + 5, i, ID + 1])[0])
del Counter.most_common
Counter.most_common = old
assert Counter("aab").most_common(1) == [("a", 2)]
print(ID, len(out))
`, id)
	}
	for round := 0; round < rounds; round++ {
		var wg sync.WaitGroup
		errs := make([]string, workers)
		for w := 0; w < workers; w++ {
			wg.Add(1)
			go func() {
				defer wg.Done()
				ex, err := New(Options{})
				if err != nil {
					errs[w] = err.Error()
					return
				}
				defer ex.Close()
				id := round*workers + w + 1
				res, rerr := runErr(t, ex, prog(id))
				switch {
				case rerr != nil:
					errs[w] = rerr.Error()
				case res.Logs != fmt.Sprintf("%d 30\n", id):
					errs[w] = "output " + res.Logs
				}
			}()
		}
		wg.Wait()
		if msg := strings.Join(errs, ""); msg != "" {
			t.Fatalf("round %d: %q", round, errs)
		}
	}
}
