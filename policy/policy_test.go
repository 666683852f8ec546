package policy

import (
	"bytes"
	"slices"
	"strings"
	"testing"

	"github.com/pyinterp/pyinterp/eval"
	"github.com/pyinterp/pyinterp/internal/runner"
)

func TestAuthorized(t *testing.T) {
	p := New("numpy", "a.b", "pkg.*", "x.y.*")
	cases := []struct {
		name string
		ok   bool
	}{
		{"math", true}, {"collections", true}, {"json", true},
		{"os", false}, {"sys", true}, {"subprocess", false}, {"math.os", false},
		{"numpy", true}, {"numpy.linalg", false},
		{"a", true}, {"a.b", true}, {"a.c", false}, {"a.b.c", false},
		{"pkg", true}, {"pkg.sub", true}, {"pkg.sub.deep", true}, {"pkgx", false},
		{"x", true}, {"x.y", true}, {"x.y.z", true}, {"x.z", false},
	}
	for _, c := range cases {
		if got := p.Authorized(c.name); got != c.ok {
			t.Errorf("Authorized(%q) = %v, want %v", c.name, got, c.ok)
		}
	}
	star := New("*")
	for _, name := range []string{"os", "a.b.c"} {
		if !star.Authorized(name) {
			t.Errorf("* does not authorize %s", name)
		}
	}
}

func TestImportRefusalText(t *testing.T) {
	err := New().CheckImport("os")
	names := DefaultImports()
	slices.Sort(names)
	want := "InterpreterError: Import of os is not allowed. Authorized imports are: ['" + strings.Join(names, "', '") + "']"
	if err == nil || err.Error() != want {
		t.Fatalf("got  %v\nwant %s", err, want)
	}
	// smolagents words the refusal of a from-import's module differently.
	err = New().CheckImportFrom("os")
	want = "InterpreterError: Import from os is not allowed. Authorized imports are: ['" + strings.Join(names, "', '") + "']"
	if err == nil || err.Error() != want {
		t.Fatalf("got  %v\nwant %s", err, want)
	}
	err = New("zlib", "math").CheckImport("os")
	if !strings.HasSuffix(err.Error(), ", 'zlib']") || strings.Count(err.Error(), "'math'") != 1 {
		t.Fatalf("extra imports not listed sorted: %v", err)
	}
}

func TestCheckAttr(t *testing.T) {
	mod := eval.NewModule("random")
	userType := &eval.Type{Name: "C"}
	allowed := []struct {
		obj  eval.Value
		name string
	}{
		{eval.MakeInt(1), "real"}, {eval.MakeInt(1), "__class__"}, {eval.IntType, "__name__"},
		{eval.IntType, "__mro__"}, {eval.IntType, "__bases__"}, {eval.IntType, "__doc__"},
		{eval.MakeInt(1), "__add__"}, {eval.MakeInt(1), "__radd__"}, {eval.MakeInt(1), "__iadd__"},
		{eval.None, "__init__"}, {eval.None, "__len__"}, {userType, "__dict__"}, {eval.NewList(nil), "__dict__"},
		{mod, "__name__"}, {mod, "random"}, {mod, "__all__"}, {eval.None, "f_backup"}, {eval.None, "tb"},
		{eval.None, "__traceback__"}, {&eval.Traceback{}, "tb_frame"}, {&eval.Traceback{}, "tb_next"}, {&eval.TbFrame{}, "f_code"},
	}
	for _, c := range allowed {
		if err := CheckAttr(c.obj, c.name); err != nil {
			t.Errorf("%s.%s refused: %v", eval.TypeName(c.obj), c.name, err)
		}
	}
	refused := []struct {
		obj  eval.Value
		name string
		want string
	}{
		{eval.None, "__globals__", "InterpreterError: Forbidden access to dunder attribute: __globals__"},
		{eval.None, "__code__", "dunder attribute: __code__"},
		{eval.None, "__closure__", "dunder attribute: __closure__"},
		{eval.ObjectType, "__subclasses__", "dunder attribute: __subclasses__"},
		{eval.None, "__builtins__", "dunder attribute: __builtins__"},
		{eval.None, "__reduce_ex__", "dunder attribute: __reduce_ex__"},
		{eval.None, "__getattribute__", "dunder attribute: __getattribute__"},
		{eval.None, "__self__", "dunder attribute: __self__"},
		{eval.None, "__made_up__", "dunder attribute: __made_up__"},
		{eval.IntType, "__dict__", "dunder attribute: __dict__"},
		{mod, "__dict__", "dunder attribute: __dict__"},
		{mod, "__loader__", "dunder attribute: __loader__"},
		{mod, "__spec__", "dunder attribute: __spec__"},
		{mod, "__class__", "dunder attribute: __class__"},
		{mod, "_os", "InterpreterError: Forbidden access to private attribute '_os' of module 'random'"},
		{eval.None, "tb_frame", "InterpreterError: Forbidden access to attribute: tb_frame"},
		{eval.None, "tb_next", "InterpreterError: Forbidden access to attribute: tb_next"},
		{eval.None, "f_code", "InterpreterError: Forbidden access to attribute: f_code"},
		{&eval.Traceback{}, "f_code", "attribute: f_code"},
		{&eval.TbFrame{}, "tb_frame", "attribute: tb_frame"},
		{&eval.TbFrame{}, "f_globals", "attribute: f_globals"},
		{&eval.TbFrame{}, "f_locals", "attribute: f_locals"},
		{&eval.TbFrame{}, "f_back", "attribute: f_back"},
		{&eval.TbFrame{}, "f_builtins", "attribute: f_builtins"},
		{&eval.TbCode{}, "co_consts", "attribute: co_consts"},
		{&eval.TbCode{}, "co_code", "attribute: co_code"},
		{&eval.TbCode{}, "__globals__", "dunder attribute: __globals__"},
		{eval.None, "f_back", "attribute: f_back"},
		{eval.None, "f_globals", "attribute: f_globals"},
		{eval.None, "f_locals", "attribute: f_locals"},
		{eval.None, "gi_frame", "attribute: gi_frame"},
		{eval.None, "gi_code", "attribute: gi_code"},
		{eval.None, "cr_frame", "attribute: cr_frame"},
		{eval.None, "ag_frame", "attribute: ag_frame"},
		{eval.None, "co_consts", "attribute: co_consts"},
	}
	for _, c := range refused {
		err := CheckAttr(c.obj, c.name)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s.%s: got %v, want %q", eval.TypeName(c.obj), c.name, err, c.want)
		}
	}
}

// TestRulesHaveReasons checks that every rule is written down with a
// reason and that the allow and deny lists do not overlap.
func TestRulesHaveReasons(t *testing.T) {
	for _, list := range [][]Rule{AllowedDunders, ForbiddenAttrs, RestrictedAttrs, ForbiddenBuiltins} {
		for _, r := range list {
			if r.Name == "" || r.Reason == "" {
				t.Errorf("rule without name or reason: %+v", r)
			}
		}
	}
	for _, r := range ForbiddenAttrs {
		if allowedDunder[r.Name] || restrictedAttr[r.Name] {
			t.Errorf("%s both allowed and forbidden", r.Name)
		}
	}
	for _, d := range defaultImports {
		if d.Reason == "" {
			t.Errorf("import %s without reason", d.Name)
		}
	}
}

func run(t *testing.T, src string) (string, error) {
	t.Helper()
	var out bytes.Buffer
	_, err := runner.Run("<test>", []byte(src), &out, runner.Options{Setup: func(in *eval.Interp) { New("zzz_missing").Install(in) }})
	return out.String(), err
}

// TestInstalled runs programs under the installed policy.
func TestInstalled(t *testing.T) {
	ok := []struct{ src, out string }{
		{"print(type(1).__name__, (1).__class__.__name__, int.__mro__, int.__bases__)", "int int (<class 'int'>, <class 'object'>) (<class 'object'>,)\n"},
		{"def f():\n    'doc'\nprint(f.__name__, f.__qualname__, f.__doc__, f.__module__)", "f f doc __main__\n"},
		{"print(getattr('a', 'upper')(), hasattr(1, '__class__'))", "A True\n"},
		{"def eval(x):\n    return x\nprint(eval(3))", "3\n"},
	}
	for _, c := range ok {
		out, err := run(t, c.src)
		if err != nil || out != c.out {
			t.Errorf("%q: got %q, %v; want %q", c.src, out, err, c.out)
		}
	}
	refused := []struct{ src, want string }{
		{"import os", "InterpreterError: Import of os is not allowed"},
		{"eval('1')", "InterpreterError: Forbidden function evaluation: 'eval' is not among the explicitly allowed tools or defined/imported in the preceding code"},
		{"open('x')", "Forbidden function evaluation: 'open'"},
		{"__import__('os')", "Forbidden function evaluation: '__import__'"},
		{"def f(): pass\nf.__globals__", "Forbidden access to dunder attribute: __globals__"},
		{"getattr(1, '__cl' + 'ass__').__subclasses__()", "Forbidden access to dunder attribute: __subclasses__"},
		{"import zzz_missing", "ModuleNotFoundError: No module named 'zzz_missing'"},
		{"from os import path", "InterpreterError: Import from os is not allowed. Authorized imports are: ['"},
		{"from os.path import join", "InterpreterError: Import from os.path is not allowed. Authorized imports are: ['"},
	}
	for _, c := range refused {
		_, err := run(t, c.src)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: got %v, want %q", c.src, err, c.want)
		}
	}
	// Policy refusals are InterpreterErrors: the program may catch them.
	out, err := run(t, "try:\n    import os\nexcept InterpreterError as e:\n    print('refused')")
	if err != nil || out != "refused\n" {
		t.Errorf("catching a refusal: %q, %v", out, err)
	}
}

// TestAttrNameAllowedAgrees checks that every name AttrNameAllowed lets
// attribute sites skip CheckAttr for is one CheckAttr (and a Policy's,
// with extra dunders) allows on every kind of object, and that the names
// the rules single out are never skipped.
func TestAttrNameAllowedAgrees(t *testing.T) {
	objs := []eval.Value{
		eval.None, eval.MakeInt(1), eval.IntType, eval.ObjectType, &eval.Type{Name: "C"},
		eval.NewModule("random"), eval.NewModule("sys"), &eval.Traceback{}, &eval.TbFrame{}, &eval.TbCode{},
	}
	names := []string{"", "x", "_", "a_", "ab", "_x", "__x", "__x__", "x_y", "xy_z", "f_", "f_x", "tb", "tb_",
		"tb_frame", "tb_lasti", "gi_frame", "co_code", "cr_await", "ag_frame", "random", "real", "self", "append"}
	for _, r := range append(append(append([]Rule{}, ForbiddenAttrs...), RestrictedAttrs...), AllowedDunders...) {
		names = append(names, r.Name)
	}
	p := New()
	if err := p.AllowDunders("__custom__"); err != nil {
		t.Fatal(err)
	}
	for _, name := range names {
		if !AttrNameAllowed(name) {
			continue
		}
		for _, o := range objs {
			if err := CheckAttr(o, name); err != nil {
				t.Errorf("AttrNameAllowed(%q) but CheckAttr(%s) refuses: %v", name, eval.TypeName(o), err)
			}
			if err := p.CheckAttr(o, name); err != nil {
				t.Errorf("AttrNameAllowed(%q) but Policy.CheckAttr(%s) refuses: %v", name, eval.TypeName(o), err)
			}
		}
	}
	for _, r := range append(append([]Rule{}, ForbiddenAttrs...), RestrictedAttrs...) {
		if AttrNameAllowed(r.Name) {
			t.Errorf("AttrNameAllowed(%q): a rule names it", r.Name)
		}
	}
}
