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
