package modules_test

import (
	"testing"

	"github.com/pyinterp/pyinterp/eval"
	"github.com/pyinterp/pyinterp/modules"
)

// benchDoc builds the document of BENCHMARKS.md's json rows (about 1 MB
// as JSON): 10000 records like
// {"id": i, "name": "user i", "score": i*1.5, "tags": ["a", "b", "c"], "active": true, "note": null}.
func benchDoc() eval.Value {
	recs := make([]eval.Value, 10000)
	for i := range recs {
		d := eval.NewDict()
		d.SetStr("id", eval.MakeInt(int64(i)))
		d.SetStr("name", eval.NewStr("user "+itoa(i)))
		d.SetStr("score", eval.Float(float64(i)*1.5))
		d.SetStr("tags", eval.NewList([]eval.Value{eval.NewStr("a"), eval.NewStr("b"), eval.NewStr("c")}))
		d.SetStr("active", eval.True)
		d.SetStr("note", eval.None)
		recs[i] = d
	}
	return eval.NewList(recs)
}

func itoa(i int) string {
	if i == 0 {
		return "0"
	}
	var b []byte
	for ; i > 0; i /= 10 {
		b = append([]byte{byte('0' + i%10)}, b...)
	}
	return string(b)
}

func jsonFunc(b *testing.B, th *eval.Thread, name string) eval.Value {
	m := mustImport(b, th, "json")
	f, err := eval.GetAttr(th, m, name)
	if err != nil {
		b.Fatal(err)
	}
	return f
}

func BenchmarkJSONDumps(b *testing.B) {
	th := newThread(modules.Options{})
	dumps := jsonFunc(b, th, "dumps")
	doc := benchDoc()
	r, _ := eval.Call(th, dumps, []eval.Value{doc}, nil)
	b.SetBytes(int64(len(r.(*eval.Str).String())))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := eval.Call(th, dumps, []eval.Value{doc}, nil); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkJSONLoads(b *testing.B) {
	th := newThread(modules.Options{})
	dumps := jsonFunc(b, th, "dumps")
	loads := jsonFunc(b, th, "loads")
	s, _ := eval.Call(th, dumps, []eval.Value{benchDoc()}, nil)
	b.SetBytes(int64(len(s.(*eval.Str).String())))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := eval.Call(th, loads, []eval.Value{s}, nil); err != nil {
			b.Fatal(err)
		}
	}
}
