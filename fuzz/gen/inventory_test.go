package gen

import (
	"testing"

	"github.com/pyinterp/pyinterp/parser"
)

// TestInventory: the inventory sees the builtins, the methods of the
// builtin types and the authorized modules.
func TestInventory(t *testing.T) {
	inv := DefaultInventory()
	for _, want := range []string{"builtin:print", "builtin:sorted", "type:str.center", "type:bytearray.extend",
		"type:dict.get", "module:math.gcd", "module:json.dumps", "module:itertools.tee", "module:re.compile",
		"module:unicodedata.normalize", "method:decimal.Decimal.ln", "method:collections.deque.rotate"} {
		if !inventoryHas(inv, want) {
			t.Errorf("inventory lacks %s", want)
		}
	}
	if len(inv.Modules) < 30 {
		t.Errorf("only %d modules", len(inv.Modules))
	}
}

func inventoryHas(inv *Inventory, target string) bool {
	for _, b := range inv.Builtins {
		if "builtin:"+b == target {
			return true
		}
	}
	for _, list := range [][]Target{inv.TypeMethods, inv.ModuleFuncs, inv.ClassMethods} {
		for _, x := range list {
			if x.String() == target {
				return true
			}
		}
	}
	return false
}

// TestProgramsParse: generated programs are valid Python (pyinterp's
// parser and compiler accept them) and a seed always gives the same one.
func TestProgramsParse(t *testing.T) {
	for seed := uint64(0); seed < 300; seed++ {
		code := Program(seed, Options{})
		if code != Program(seed, Options{}) {
			t.Fatalf("seed %d: two different programs", seed)
		}
		if _, err := parser.Compile("<gen>", []byte(code)); err != nil {
			t.Fatalf("seed %d: %v\n%s", seed, err, code)
		}
	}
	for _, data := range []string{"", "x", "\x00\x01\x02\x03\x04\x05\x06\x07\x08", "0123456789abcdef0123456789abcdef"} {
		code := FromBytes([]byte(data), Options{})
		if _, err := parser.Compile("<gen>", []byte(code)); err != nil {
			t.Fatalf("FromBytes(%q): %v\n%s", data, err, code)
		}
	}
}

// TestCoverage: three thousand programs (each calls the target its seed
// numbers, and random ones) call every builtin, every method of
// every builtin type, every function and class of every authorized module
// and every method of those classes.
func TestCoverage(t *testing.T) {
	inv := DefaultInventory()
	used := map[string]bool{}
	seeds := max(3000, len(inv.Builtins)+len(inv.TypeMethods)+len(inv.ModuleFuncs)+len(inv.ClassMethods))
	for seed := uint64(0); seed < uint64(seeds); seed++ {
		Program(seed, Options{Used: used})
	}
	var missing []string
	for _, b := range inv.Builtins {
		if !used["builtin:"+b] {
			missing = append(missing, "builtin:"+b)
		}
	}
	for _, list := range [][]Target{inv.TypeMethods, inv.ModuleFuncs, inv.ClassMethods} {
		for _, x := range list {
			if !used[x.String()] {
				missing = append(missing, x.String())
			}
		}
	}
	if len(missing) > 0 {
		t.Errorf("%d of %d targets never called, e.g. %v", len(missing), inv.Targets(), missing[:min(20, len(missing))])
	}
}
