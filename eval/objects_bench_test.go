package eval_test

import "testing"

// BenchmarkSuperInitCall measures B(i) whose __init__ calls
// super().__init__(x): the super object's method called without a bound
// method or argument slices (compile_call.go, Super.method).
func BenchmarkSuperInitCall(b *testing.B) {
	benchInFunc(b, "class A:\n    def __init__(self, x):\n        self.x = x\nclass B(A):\n    def __init__(self, x):\n        super().__init__(x)\n",
		"", "B(i)")
}

// BenchmarkIsinstanceClass measures isinstance(a, A) for a user class:
// builtinIsinstance's answer without classInfo's closure.
func BenchmarkIsinstanceClass(b *testing.B) {
	benchInFunc(b, "class A: pass\n", "a = A()", "isinstance(a, A)")
}

// BenchmarkPropertyLoad measures a.p for a property: the load site's
// entry holds the property (siteEntry.prop) and calls its getter.
func BenchmarkPropertyLoad(b *testing.B) {
	benchInFunc(b, "class A:\n    @property\n    def p(self):\n        return 1\n", "a = A()", "a.p")
}

// BenchmarkClassFunctionCall measures B(i) whose __init__ calls
// A.__init__(self, x): the class's function from the method site's
// class entry, called with the arguments in its frame slots.
func BenchmarkClassFunctionCall(b *testing.B) {
	benchInFunc(b, "class A:\n    def __init__(self, x):\n        self.x = x\nclass B(A):\n    def __init__(self, x):\n        A.__init__(self, x)\n",
		"", "B(i)")
}
