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

// TestStrDictCopyShared checks copies of a table made by CopyFrom, which
// share the table's index: each copy changed in every way (values set,
// names deleted, re-added and added, compaction) holds exactly what a
// map given the same changes holds, and the table and the other copy
// are unchanged.
func TestStrDictCopyShared(t *testing.T) {
	table := NewStrDict()
	base := map[string]int{}
	for i := 0; i < 40; i++ {
		k := fmt.Sprintf("name%d", i)
		table.Set(k, Int(i))
		base[k] = i
	}
	same := func(what string, d *StrDict, want map[string]int) {
		t.Helper()
		for k, v := range want {
			if got, ok := d.Get(k); !ok || got != Int(v) {
				t.Fatalf("%s: Get(%q) = %v, %v; want %d", what, k, got, ok, v)
			}
		}
		n := 0
		d.Range(func(k string, v Value) bool {
			if w, ok := want[k]; !ok || v != Int(w) {
				t.Fatalf("%s: Range gives %q = %v, want %d (present %v)", what, k, v, w, ok)
			}
			n++
			return true
		})
		if n != len(want) || d.Len() != len(want) {
			t.Fatalf("%s: %d entries ranged, Len %d, want %d", what, n, d.Len(), len(want))
		}
		for _, k := range []string{"absent", "name40", ""} {
			if _, ok := want[k]; !ok {
				if _, found := d.Get(k); found {
					t.Fatalf("%s: Get(%q) found an absent name", what, k)
				}
			}
		}
	}
	a, b := NewStrDict(), NewStrDict()
	a.CopyFrom(table)
	b.CopyFrom(table)
	model := map[string]int{}
	for k, v := range base {
		model[k] = v
	}
	same("fresh copy", a, model)
	type step struct {
		op, name string
		v        int
	}
	steps := []step{
		{"set", "name3", 100}, {"del", "name5", 0}, {"set", "name5", 101}, {"set", "extra", 102},
		{"del", "extra", 0}, {"set", "extra", 103}, {"del", "name0", 0}, {"set", "name0", 104},
	}
	for i := 6; i < 36; i++ { // past half deleted: compaction
		steps = append(steps, step{"del", fmt.Sprintf("name%d", i), 0})
	}
	steps = append(steps, step{"set", "name7", 105}, step{"set", "late", 106})
	for i, s := range steps {
		switch s.op {
		case "set":
			a.Set(s.name, Int(s.v))
			model[s.name] = s.v
		case "del":
			if !a.Delete(s.name) {
				t.Fatalf("step %d: Delete(%q) found nothing", i, s.name)
			}
			delete(model, s.name)
		}
		same(fmt.Sprintf("copy after step %d (%s %s)", i, s.op, s.name), a, model)
	}
	if a.base != nil {
		t.Error("the copy still shares the table's index after compaction")
	}
	same("table", table, base)
	same("other copy", b, base)
}
