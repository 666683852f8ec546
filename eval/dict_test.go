package eval

import (
	"fmt"
	"testing"
)

func TestDictChangedSizeDuringIteration(t *testing.T) {
	th := newTestThread(Limits{})
	d := NewDict()
	d.SetStr("a", Int(1))
	it, _ := Iterate(th, d)
	k, _ := it.Next(th)
	if k.(*Str).String() != "a" {
		t.Fatal(k)
	}
	d.SetStr("b", Int(2))
	if _, err := it.Next(th); err == nil || err.Error() != "RuntimeError: dictionary changed size during iteration" {
		t.Fatalf("got %v", err)
	}
}

func TestDictLargeInsertDeleteKeepsOrder(t *testing.T) {
	th := newTestThread(Limits{})
	d := NewDict()
	ref := map[int]int{}
	var order []int
	for i := 0; i < 5000; i++ {
		k := (i * 7919) % 3001
		if _, ok := ref[k]; ok && i%3 == 0 {
			delete(ref, k)
			if ok, err := d.Delete(th, Int(k)); !ok || err != nil {
				t.Fatalf("delete %d: %v %v", k, ok, err)
			}
			for j, o := range order {
				if o == k {
					order = append(order[:j], order[j+1:]...)
					break
				}
			}
			continue
		}
		if _, ok := ref[k]; !ok {
			order = append(order, k)
		}
		ref[k] = i
		if err := d.SetItem(th, Int(k), Int(i)); err != nil {
			t.Fatal(err)
		}
	}
	if d.Len() != len(ref) {
		t.Fatalf("len %d, want %d", d.Len(), len(ref))
	}
	j := 0
	for k, v := range d.Items() {
		if int(k.(Int)) != order[j] || int(v.(Int)) != ref[order[j]] {
			t.Fatalf("item %d: %v=%v, want %d=%d", j, k, v, order[j], ref[order[j]])
		}
		j++
	}
	// 1, 1.0 and True are one key.
	d = NewDict()
	for _, k := range []Value{Int(1), Float(1), True} {
		if err := d.SetItem(th, k, k); err != nil {
			t.Fatal(err)
		}
	}
	if got, _ := Repr(th, d); got != "{1: True}" {
		t.Fatalf("got %s", got)
	}
}

func TestDictStrShortcuts(t *testing.T) {
	d := NewDict()
	for i := 0; i < 100; i++ {
		d.SetStr(fmt.Sprint("k", i), Int(i))
	}
	if v, ok := d.GetStr("k42"); !ok || v != Value(Int(42)) {
		t.Fatalf("GetStr(k42) = %v, %v", v, ok)
	}
	if _, ok := d.GetStr("nope"); ok {
		t.Fatal("GetStr(nope) found")
	}
}

var benchKeys = func() []*Str {
	out := make([]*Str, 100_000)
	for i := range out {
		out[i] = NewStr(fmt.Sprintf("key%d", i))
	}
	return out
}()

// BenchmarkDictStrBuildSum builds a dict of 100k str keys and sums its
// values, the equivalent of
//
//	d = {}
//	for i, k in enumerate(keys): d[k] = i
//	s = 0
//	for k in keys: s += d[k]
func BenchmarkDictStrBuildSum(b *testing.B) {
	th := newTestThread(Limits{})
	for b.Loop() {
		d := NewDict()
		for i, k := range benchKeys {
			if err := d.SetItem(th, k, Int(i)); err != nil {
				b.Fatal(err)
			}
		}
		var sum int64
		for _, k := range benchKeys {
			v, err := dictGetItem(th, d, k)
			if err != nil {
				b.Fatal(err)
			}
			sum += int64(v.(Int))
		}
		if sum != 100_000*99_999/2 {
			b.Fatal(sum)
		}
	}
}

func BenchmarkDictIntBuildSum(b *testing.B) {
	th := newTestThread(Limits{})
	for b.Loop() {
		d := NewDict()
		for i := 0; i < 100_000; i++ {
			if err := d.SetItem(th, Int(i), Int(i)); err != nil {
				b.Fatal(err)
			}
		}
		var sum int64
		for i := 0; i < 100_000; i++ {
			v, err := dictGetItem(th, d, Int(i))
			if err != nil {
				b.Fatal(err)
			}
			sum += int64(v.(Int))
		}
	}
}
