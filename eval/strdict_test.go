package eval

import (
	"fmt"
	"testing"
)

// TestStrDictNamesFilter checks StrDict lookups through the names bit
// filter: every present name is found whatever its bit, absent names
// are not, across growth past strDictLinear (the index), deletions,
// re-additions and compaction.
func TestStrDictNamesFilter(t *testing.T) {
	d := NewStrDict()
	want := map[string]int{}
	check := func(step string) {
		t.Helper()
		for k, v := range want {
			got, ok := d.Get(k)
			if !ok || got != Int(v) {
				t.Fatalf("%s: Get(%q) = %v, %v; want %d", step, k, got, ok, v)
			}
		}
		for i := 0; i < 300; i++ {
			k := fmt.Sprintf("absent_%d", i)
			if _, ok := d.Get(k); ok {
				t.Fatalf("%s: Get(%q) found an absent name", step, k)
			}
		}
		if d.Len() != len(want) {
			t.Fatalf("%s: Len = %d, want %d", step, d.Len(), len(want))
		}
	}
	check("empty")
	names := []string{"", "x", "y", "z", "self", "value", "next", "a_long_attribute_name", "_private", "__dunder__"}
	for i := 0; i < 40; i++ {
		names = append(names, fmt.Sprintf("attr%d", i))
	}
	for i, k := range names {
		d.Set(k, Int(i))
		want[k] = i
		check("after adding " + k)
	}
	for i, k := range names {
		if i%3 == 0 {
			d.Delete(k)
			delete(want, k)
		}
	}
	check("after deletions and compaction")
	for i, k := range names {
		if i%3 == 0 {
			d.Set(k, Int(i+1000))
			want[k] = i + 1000
		}
	}
	check("after re-adding")
	var hint int
	if v, ok := d.getHint("y", &hint); !ok || v != Int(want["y"]) {
		t.Fatalf("getHint(y) = %v, %v", v, ok)
	}
	if _, ok := d.getHint("absent", &hint); ok {
		t.Fatal("getHint found an absent name")
	}
}
