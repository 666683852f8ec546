package modules

import (
	"io"
	"slices"
	"testing"
	"time"

	"github.com/pyinterp/pyinterp/builtins"
	"github.com/pyinterp/pyinterp/eval"
)

func lazyTestThread(t *testing.T) *eval.Thread {
	t.Helper()
	in := eval.NewInterp()
	builtins.Install(in)
	Install(in, Options{})
	return eval.NewThread(in, eval.Limits{MaxOperations: 1 << 30, Deadline: time.Now().Add(time.Minute)}, io.Discard, nil)
}

// attrSummary describes a module's attributes: name, type and, for
// values other than functions and classes, repr.
func attrSummary(t *testing.T, th *eval.Thread, m *eval.Module) []string {
	t.Helper()
	var out []string
	m.Attrs.Range(func(k string, v eval.Value) bool {
		s := k + " " + eval.TypeName(v)
		switch v.(type) {
		case *eval.Function, *eval.Type:
		default:
			if r, err := eval.Repr(th, v); err == nil {
				s += " " + r
			}
		}
		out = append(out, s)
		return true
	})
	slices.Sort(out)
	return out
}

// A lazily run module, once every part of it ran, is the module the whole
// source makes: same names, same kinds of values; and the names its plan
// exports are those.
func TestLazyModulesMatchWhole(t *testing.T) {
	for source := range lazyPySources {
		ps, err := parsePySource(source)
		if err != nil {
			t.Fatal(err)
		}
		plan := lazyPlanOf(source, ps.mod)
		if plan == nil {
			t.Fatalf("%s cannot run lazily", source)
		}
		runWholeForTest = true
		th := lazyTestThread(t)
		whole, err := th.Interp.ImportUnchecked(th, source)
		runWholeForTest = false
		if err != nil {
			t.Fatal(err)
		}
		if whole.Lazy != nil {
			t.Fatalf("%s: ran lazily with runWholeForTest", source)
		}
		th2 := lazyTestThread(t)
		lazy, err := th2.Interp.ImportUnchecked(th2, source)
		if err != nil {
			t.Fatal(err)
		}
		if lazy.Lazy == nil {
			t.Fatalf("%s did not run lazily", source)
		}
		if err := lazy.LoadAll(th2); err != nil {
			t.Fatal(err)
		}
		w, l := attrSummary(t, th, whole), attrSummary(t, th2, lazy)
		if !slices.Equal(w, l) {
			t.Errorf("%s: whole module\n%q\nlazily run module\n%q", source, w, l)
		}
		var names []string
		whole.Attrs.Range(func(k string, _ eval.Value) bool { names = append(names, k); return true })
		for _, n := range plan.exports {
			if !slices.Contains(names, n) {
				t.Errorf("%s: plan exports %s, which the module does not have", source, n)
			}
		}
	}
}

// Each attribute made alone, in a fresh interpreter, is what the whole
// module has (it brought along everything it needs).
func TestLazyAttributesAlone(t *testing.T) {
	for source := range lazyPySources {
		runWholeForTest = true
		th := lazyTestThread(t)
		whole, err := th.Interp.ImportUnchecked(th, source)
		runWholeForTest = false
		if err != nil {
			t.Fatal(err)
		}
		whole.Attrs.Range(func(k string, v eval.Value) bool {
			th2 := lazyTestThread(t)
			m, err := th2.Interp.ImportUnchecked(th2, source)
			if err != nil {
				t.Fatal(err)
			}
			got, ok, err := m.Attr(th2, k)
			if err != nil || !ok {
				t.Errorf("%s.%s alone: %v, %v", source, k, ok, err)
				return true
			}
			if eval.TypeName(got) != eval.TypeName(v) {
				t.Errorf("%s.%s alone is a %s, whole a %s", source, k, eval.TypeName(got), eval.TypeName(v))
			}
			if cls, ok := got.(*eval.Type); ok {
				r1, _ := eval.Repr(th2, cls)
				r2, _ := eval.Repr(th, v)
				if r1 != r2 {
					t.Errorf("%s.%s alone is %s, whole %s", source, k, r1, r2)
				}
			}
			return true
		})
	}
}
