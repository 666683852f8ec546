package modules

import (
	"crypto/sha512"
	"encoding/binary"
	"math"
	"math/big"
	"math/bits"

	"github.com/pyinterp/pyinterp/eval"
	"github.com/pyinterp/pyinterp/internal/libm"
)

// The random module: CPython's Mersenne Twister (MT19937) with its seeding
// (init_by_array over the 32-bit words of abs(int seed), or of
// str/bytes + their SHA-512 for version 2) and its exact algorithms for
// every distribution, so a seeded program prints CPython's numbers.

const mtN, mtM = 624, 397

// Rand is a random.Random instance.
type Rand struct {
	typ       *eval.Type
	mt        [mtN]uint32
	index     int
	gaussNext eval.Value    // nil: none cached
	sys       *entropyWords // random.SystemRandom: words from entropy, not mt
}

func (r *Rand) Type() *eval.Type { return r.typ }

func (r *Rand) initGenrand(s uint32) {
	r.mt[0] = s
	for i := 1; i < mtN; i++ {
		r.mt[i] = 1812433253*(r.mt[i-1]^(r.mt[i-1]>>30)) + uint32(i)
	}
	r.index = mtN
}

func (r *Rand) initByArray(key []uint32) {
	r.initGenrand(19650218)
	i, j := 1, 0
	k := mtN
	if len(key) > k {
		k = len(key)
	}
	for ; k > 0; k-- {
		r.mt[i] = (r.mt[i] ^ ((r.mt[i-1] ^ (r.mt[i-1] >> 30)) * 1664525)) + key[j] + uint32(j)
		i++
		j++
		if i >= mtN {
			r.mt[0] = r.mt[mtN-1]
			i = 1
		}
		if j >= len(key) {
			j = 0
		}
	}
	for k = mtN - 1; k > 0; k-- {
		r.mt[i] = (r.mt[i] ^ ((r.mt[i-1] ^ (r.mt[i-1] >> 30)) * 1566083941)) - uint32(i)
		i++
		if i >= mtN {
			r.mt[0] = r.mt[mtN-1]
			i = 1
		}
	}
	r.mt[0] = 0x80000000
	r.index = mtN
}

func (r *Rand) genrand() uint32 {
	if r.sys != nil {
		return r.sys.next(r)
	}
	return r.mtGenrand()
}

// mtGenrand is the Mersenne Twister's next 32-bit output.
func (r *Rand) mtGenrand() uint32 {
	const upper, lower, matrixA = 0x80000000, 0x7fffffff, 0x9908b0df
	if r.index >= mtN {
		var kk int
		for kk = 0; kk < mtN-mtM; kk++ {
			y := (r.mt[kk] & upper) | (r.mt[kk+1] & lower)
			r.mt[kk] = r.mt[kk+mtM] ^ (y >> 1) ^ (y&1)*matrixA
		}
		for ; kk < mtN-1; kk++ {
			y := (r.mt[kk] & upper) | (r.mt[kk+1] & lower)
			r.mt[kk] = r.mt[kk+(mtM-mtN)] ^ (y >> 1) ^ (y&1)*matrixA
		}
		y := (r.mt[mtN-1] & upper) | (r.mt[0] & lower)
		r.mt[mtN-1] = r.mt[mtM-1] ^ (y >> 1) ^ (y&1)*matrixA
		r.index = 0
	}
	y := r.mt[r.index]
	r.index++
	y ^= y >> 11
	y ^= (y << 7) & 0x9d2c5680
	y ^= (y << 15) & 0xefc60000
	y ^= y >> 18
	return y
}

func (r *Rand) random() float64 {
	a, b := r.genrand()>>5, r.genrand()>>6
	return (float64(a)*67108864.0 + float64(b)) * (1.0 / 9007199254740992.0)
}

// seedBig seeds from the absolute value of an integer: its 32-bit
// chunks, least significant first, are the key (init_by_array).
func (r *Rand) seedBig(t *eval.Thread, n *big.Int) error {
	words := n.Bits()
	key, err := eval.MakeCap[uint32](t, 0, len(words)*bitsPerWord/32+1)
	if err != nil {
		return err
	}
	for _, w := range words {
		key = append(key, uint32(w))
		if bitsPerWord == 64 {
			key = append(key, uint32(uint64(w)>>32))
		}
	}
	for len(key) > 1 && key[len(key)-1] == 0 {
		key = key[:len(key)-1]
	}
	if len(key) == 0 {
		key = append(key, 0)
	}
	// init_by_array's loops: max(len(key), 624) + 623 steps.
	if err := t.Work(int64(len(key)+2*mtN) / 8); err != nil {
		return err
	}
	r.initByArray(key)
	return nil
}

const bitsPerWord = 32 << (^uint(0) >> 63)

func (r *Rand) seedEntropy(o *Options) error {
	var buf [mtN * 4]byte
	if _, err := o.Entropy.Read(buf[:]); err != nil {
		return eval.Errorf(eval.OSErrorType, "entropy source failed: %v", err)
	}
	key := make([]uint32, mtN)
	for i := range key {
		key[i] = binary.LittleEndian.Uint32(buf[4*i:])
	}
	r.initByArray(key)
	return nil
}

func (r *Rand) seed(t *eval.Thread, o *Options, a eval.Value, version int64) error {
	r.gaussNext = nil
	switch x := a.(type) {
	case eval.NoneType:
		return r.seedEntropy(o)
	case eval.Int, *eval.BigInt, eval.Bool:
		b, _ := eval.AsBig(x)
		return r.seedBig(t, b)
	}
	var data string
	switch x := a.(type) {
	case *eval.Str:
		if version == 1 {
			// version 1: CPython's old string hash scheme.
			str := x.String()
			if err := t.Work(int64(len(str)) / 64); err != nil {
				return err
			}
			var h uint64
			n := 0
			for _, c := range str {
				if n == 0 {
					h = uint64(c) << 7
				}
				h = 1000003*h ^ uint64(c)
				n++
			}
			h ^= uint64(n)
			return r.seedBig(t, new(big.Int).SetUint64(h))
		}
		data = x.String()
	case eval.Bytes:
		data = string(x)
	default:
		if version == 2 {
			if _, ok := x.(eval.Float); !ok {
				return eval.Errorf(eval.TypeErrorType, "The only supported seed types are: None,\nint, float, str, bytes, and bytearray.")
			}
		}
		h, err := eval.Hash(t, a)
		if err != nil {
			return err
		}
		if h == math.MinInt64 {
			return r.seedBig(t, new(big.Int).SetUint64(1<<63))
		}
		if h < 0 {
			h = -h
		}
		return r.seedBig(t, big.NewInt(h))
	}
	return r.seedBytes(t, data, version)
}

// seedBytes seeds from a str's or bytes' data (version 2 appends its
// SHA-512 digest): the big-endian number of the bytes.
func (r *Rand) seedBytes(t *eval.Thread, s string, version int64) error {
	data, err := eval.MakeCap[byte](t, 0, len(s)+sha512.Size)
	if err != nil {
		return err
	}
	data = append(data, s...)
	if version == 2 {
		sum := sha512.Sum512(data)
		data = append(data, sum[:]...)
	}
	n, err := eval.BigFromBytes(t, data)
	if err != nil {
		return err
	}
	return r.seedBig(t, n)
}

// getrandbits returns a k-bit random number (k > 0): 32-bit outputs,
// least significant first, the last one shifted to the bits left (as
// CPython's getrandbits). Its words are charged before they are made.
func (r *Rand) getrandbits(t *eval.Thread, k int) (*big.Int, error) {
	if k <= 32 {
		return big.NewInt(int64(r.genrand() >> (32 - k))), nil
	}
	if int64(k) > eval.IntMaxBits {
		return nil, eval.IntTooLarge(t)
	}
	chunks := (k-1)/32 + 1
	words, err := eval.Make[big.Word](t, (chunks*32+bitsPerWord-1)/bitsPerWord)
	if err != nil {
		return nil, err
	}
	for i := 0; i < chunks; i++ {
		w := r.genrand()
		if k < 32 {
			w >>= 32 - k
		}
		k -= 32
		words[i*32/bitsPerWord] |= big.Word(w) << uint(i*32%bitsPerWord)
		if i%(1<<16) == 0 {
			if err := t.Work(1 << 11); err != nil {
				return nil, err
			}
		}
	}
	return eval.BigFromWords(words), nil
}

// randbytes is randbytes(n): getrandbits(n * 8).to_bytes(n, 'little'),
// made directly from the 32-bit outputs.
func (r *Rand) randbytes(t *eval.Thread, n int) (string, error) {
	buf := eval.NewBuilder(t, n)
	var w4 [4]byte
	for i := 0; i < n && buf.Err() == nil; i += 4 {
		w := r.genrand()
		if left := n - i; left < 4 {
			w >>= 32 - 8*uint(left)
			binary.LittleEndian.PutUint32(w4[:], w)
			buf.Write(w4[:left])
			break
		}
		binary.LittleEndian.PutUint32(w4[:], w)
		buf.Write(w4[:])
		if i%(1<<18) == 0 {
			if err := t.Work(1 << 8); err != nil {
				return "", err
			}
		}
	}
	return buf.String(), buf.Err()
}

// randbelow is _randbelow_with_getrandbits for n > 0.
func (r *Rand) randbelow(t *eval.Thread, n *big.Int) (*big.Int, error) {
	k := n.BitLen()
	if n.IsInt64() && k <= 32 {
		nn := n.Int64()
		for {
			x := int64(r.genrand() >> (32 - k))
			if k == 0 {
				x = 0
			}
			if x < nn {
				return big.NewInt(x), nil
			}
			if err := t.Step(); err != nil {
				return nil, err
			}
		}
	}
	for {
		x, err := r.getrandbits(t, k)
		if err != nil {
			return nil, err
		}
		if c, err := eval.BigCmp(t, x, n); err != nil || c < 0 {
			return x, err
		}
		if err := t.Step(); err != nil {
			return nil, err
		}
	}
}

func (r *Rand) randbelowInt(t *eval.Thread, n int) (int, error) {
	if n > 0 && n <= 1<<31 {
		// _randbelow_with_getrandbits for a small n, without a big int.
		k := bits.Len(uint(n))
		for {
			x := int(r.genrand() >> (32 - k))
			if x < n {
				return x, nil
			}
			if err := t.Step(); err != nil {
				return 0, err
			}
		}
	}
	x, err := r.randbelow(t, big.NewInt(int64(n)))
	if err != nil {
		return 0, err
	}
	return int(x.Int64()), nil
}

const (
	twoPi = 2 * math.Pi
)

var (
	nvMagic = 4 * libm.Exp(-0.5) / math.Sqrt(2.0)
	log4    = libm.Log(4.0)
	sgMagic = 1.0 + libm.Log(4.5)
)

func powF(x, y float64) (float64, error) {
	r, err := eval.Binary(nil, eval.OpPow, eval.Float(x), eval.Float(y))
	if err != nil {
		return 0, err
	}
	if f, ok := r.(eval.Float); ok {
		return float64(f), nil
	}
	return 0, eval.Errorf(eval.TypeErrorType, "can't convert complex to float")
}

// Module and methods.

func loadRandom(t *eval.Thread, o *Options) (*eval.Module, error) {
	typ := newRandomType(o, &randSubclassImpl{})
	inst := &Rand{typ: typ}
	if err := inst.seedEntropy(o); err != nil {
		return nil, err
	}
	m := eval.NewModule("random")
	for name, f := range randomMethods(o) {
		m.Attrs.Set(name, bind(name, f, inst))
	}
	m.Attrs.Set("Random", typ)
	m.Attrs.Set("SystemRandom", newSystemRandomType(o, typ))
	return m, nil
}

// randBytes is a random.Random instance: the Mersenne Twister's 624
// words and the instance around them.
const randBytes = 2816

// newRandomType makes random.Random for one interpreter, and its base
// _random.Random (the generator's own methods: random, seed, getstate,
// setstate, getrandbits): unseeded instances draw their seed from that
// interpreter's entropy source. A program may subclass random.Random
// (random_subclass.go).
func newRandomType(o *Options, sub *randSubclassImpl) *eval.Type {
	methods := randomMethods(o)
	coreMethods := map[string]fn{}
	for n := range randCoreMethods {
		coreMethods[n] = methods[n]
	}
	core := newType("_random", "Random", coreMethods)
	core.Repr = eval.ObjectType.Repr
	typ := newType("random", "Random", methods)
	setBase(typ, core)
	typ.Repr = eval.ObjectType.Repr // <random.Random object at 0x...>
	typ.InitArgs = true
	// Its methods as method descriptors, which GetAttr (methodAttr)
	// binds as it finds them: rng.random() calls one without a bound
	// method object. They see a subclass's instance as such, to call the
	// methods it overrides.
	for n, f := range methods {
		owner := typ
		if randCoreMethods[n] {
			owner = core
			typ.Dict.Delete(n) // newType's entry: inherited from core instead
		} else {
			f = sub.wrap(n, f)
		}
		owner.Dict.Set(n, eval.NewMethodOfRaw(owner, n, f))
	}
	// rng.random() without an argument slice or count check.
	if m, ok := core.Dict.Get("random"); ok {
		m.(*eval.Method).SetCall0(func(t *eval.Thread, v eval.Value) (eval.Value, error) {
			r, _ := eval.As[*Rand](v)
			return eval.Float(r.random()), nil
		})
	}
	typ.Dict.Set("__init__", eval.NewMethodOfRaw(typ, "__init__", randInit))
	core.DictMethods, typ.DictMethods = true, true
	newRand := func(t *eval.Thread, cls *eval.Type, args []eval.Value, kw []string) (eval.Value, error) {
		var a eval.Value = eval.None
		if err := pyFuncArgs("Random.__init__", args, kw, "x?", nil); err != nil {
			return nil, err
		}
		if err := eval.UnpackArgs(t, "Random", args, kw, "x?", &a); err != nil {
			return nil, err
		}
		if err := eval.Reserve(t, randBytes); err != nil {
			return nil, err
		}
		r := &Rand{typ: cls}
		if err := r.seed(t, o, a, 2); err != nil {
			return nil, err
		}
		return r, nil
	}
	typ.New = newRand
	core.New = newRand
	return typ
}

func randomMethods(o *Options) map[string]fn {
	self := func(v eval.Value) *Rand { r, _ := eval.As[*Rand](v); return r }
	floatResult := func(f float64) (eval.Value, error) { return eval.Float(f), nil }
	return map[string]fn{
		"seed": func(t *eval.Thread, v eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			var a eval.Value = eval.None
			var version int64 = 2
			if err := randUnpack(t, "seed", args, kw, "a?", &a, "version?", &version); err != nil {
				return nil, err
			}
			return eval.None, self(v).seed(t, o, a, version)
		},
		"random": func(t *eval.Thread, v eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			if err := nargs("Random.random", args, kw, 0, 0); err != nil {
				return nil, err
			}
			return floatResult(self(v).random())
		},
		"getrandbits": func(t *eval.Thread, v eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			if err := nargs("Random.getrandbits", args, kw, 1, 1); err != nil {
				return nil, err
			}
			// k is a C int: beyond it, CPython's OverflowError (not
			// a memory error for the bits it would take).
			k64, err := eval.AsInt64(t, args[0])
			if isOverflow(err) || err == nil && (k64 < math.MinInt32 || k64 > math.MaxInt32) {
				return nil, eval.Errorf(eval.OverflowErrorType, "Python int too large to convert to C int")
			}
			if err != nil {
				return nil, err
			}
			k := int(k64)
			if k < 0 {
				return nil, eval.Errorf(eval.ValueErrorType, "number of bits must be non-negative")
			}
			if k == 0 {
				return eval.Int(0), nil
			}
			x, err := self(v).getrandbits(t, k)
			if err != nil {
				return nil, err
			}
			return eval.MakeBigInt(x), nil
		},
		"randbytes": func(t *eval.Thread, v eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			var n int
			if err := randUnpack(t, "randbytes", args, kw, "n", &n); err != nil {
				return nil, err
			}
			if n < 0 {
				return nil, eval.Errorf(eval.ValueErrorType, "number of bits must be non-negative")
			}
			x, err := self(v).randbytes(t, n)
			if err != nil {
				return nil, err
			}
			return eval.Bytes(x), nil //allocpath:ok randbytes builds it in an eval.Builder (charged)
		},
		"randrange": func(t *eval.Thread, v eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			var start, stop, step eval.Value = nil, eval.None, nil
			if err := randUnpack(t, "randrange", args, kw, "start", &start, "stop?", &stop, "step?", &step); err != nil {
				return nil, err
			}
			return self(v).randrange(t, start, stop, step)
		},
		"randint": func(t *eval.Thread, v eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			var a, b eval.Value
			if err := randUnpack(t, "randint", args, kw, "a", &a, "b", &b); err != nil {
				return nil, err
			}
			b1, err := eval.Binary(t, eval.OpAdd, b, eval.Int(1))
			if err != nil {
				return nil, err
			}
			return self(v).randrange(t, a, b1, nil)
		},
		"choice": func(t *eval.Thread, v eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			var seq eval.Value
			if err := randUnpack(t, "choice", args, kw, "seq", &seq); err != nil {
				return nil, err
			}
			n, err := eval.Len(t, seq)
			if err != nil {
				return nil, err
			}
			if n == 0 {
				return nil, eval.Errorf(eval.IndexErrorType, "Cannot choose from an empty sequence")
			}
			i, err := self(v).randbelowInt(t, n)
			if err != nil {
				return nil, err
			}
			return eval.GetItem(t, seq, eval.MakeInt(int64(i)))
		},
		"shuffle": func(t *eval.Thread, v eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			var x eval.Value
			if err := randUnpack(t, "shuffle", args, kw, "x", &x); err != nil {
				return nil, err
			}
			n, err := eval.Len(t, x)
			if err != nil {
				return nil, err
			}
			for i := n - 1; i >= 1; i-- {
				if err := t.Step(); err != nil {
					return nil, err
				}
				j, err := self(v).randbelowInt(t, i+1)
				if err != nil {
					return nil, err
				}
				xi, err := eval.GetItem(t, x, eval.MakeInt(int64(i)))
				if err != nil {
					return nil, err
				}
				xj, err := eval.GetItem(t, x, eval.MakeInt(int64(j)))
				if err != nil {
					return nil, err
				}
				if err := eval.SetItem(t, x, eval.MakeInt(int64(i)), xj); err != nil {
					return nil, err
				}
				if err := eval.SetItem(t, x, eval.MakeInt(int64(j)), xi); err != nil {
					return nil, err
				}
			}
			return eval.None, nil
		},
		"sample": func(t *eval.Thread, v eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			var pop, k eval.Value
			var counts eval.Value = eval.None
			if err := randUnpack(t, "sample", args, kw, "population", &pop, "k", &k, "$counts?", &counts); err != nil {
				return nil, err
			}
			return self(v).sample(t, pop, k, counts)
		},
		"choices": func(t *eval.Thread, v eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			var pop eval.Value
			var weights, cum eval.Value = eval.None, eval.None
			var k eval.Value = eval.Int(1)
			if err := randUnpack(t, "choices", args, kw, "population", &pop, "weights?", &weights, "$cum_weights?", &cum, "$k?", &k); err != nil {
				return nil, err
			}
			return self(v).choices(t, pop, weights, cum, k)
		},
		"uniform": func(t *eval.Thread, v eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			var a, b eval.Value
			if err := randUnpack(t, "uniform", args, kw, "a", &a, "b", &b); err != nil {
				return nil, err
			}
			// a + (b-a) * self.random(), with Python's generic arithmetic.
			d, err := eval.Binary(t, eval.OpSub, b, a)
			if err != nil {
				return nil, err
			}
			p, err := eval.Binary(t, eval.OpMul, d, eval.Float(self(v).random()))
			if err != nil {
				return nil, err
			}
			return eval.Binary(t, eval.OpAdd, a, p)
		},
		"triangular": func(t *eval.Thread, v eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			low, high := 0.0, 1.0
			var mode eval.Value = eval.None
			if err := randUnpack(t, "triangular", args, kw, "low?", &low, "high?", &high, "mode?", &mode); err != nil {
				return nil, err
			}
			u := self(v).random()
			c := 0.5
			if mode != eval.None {
				m, err := eval.FloatOf(t, mode)
				if err != nil {
					return nil, err
				}
				if high-low == 0 {
					return eval.Float(low), nil
				}
				c = (m - low) / (high - low)
			}
			if u > c {
				u = 1.0 - u
				c = 1.0 - c
				low, high = high, low
			}
			return floatResult(low + (high-low)*math.Sqrt(u*c))
		},
		"normalvariate": func(t *eval.Thread, v eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			mu, sigma := 0.0, 1.0
			if err := randUnpack(t, "normalvariate", args, kw, "mu?", &mu, "sigma?", &sigma); err != nil {
				return nil, err
			}
			z, err := self(v).normal(t)
			return eval.Float(mu + z*sigma), err
		},
		"lognormvariate": func(t *eval.Thread, v eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			var mu, sigma float64
			if err := randUnpack(t, "lognormvariate", args, kw, "mu", &mu, "sigma", &sigma); err != nil {
				return nil, err
			}
			z, err := self(v).normal(t)
			if err != nil {
				return nil, err
			}
			r := libm.Exp(mu + z*sigma)
			if math.IsInf(r, 0) {
				return nil, eval.Errorf(eval.OverflowErrorType, "math range error")
			}
			return eval.Float(r), nil
		},
		"gauss": func(t *eval.Thread, v eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			mu, sigma := 0.0, 1.0
			if err := randUnpack(t, "gauss", args, kw, "mu?", &mu, "sigma?", &sigma); err != nil {
				return nil, err
			}
			r := self(v)
			var z float64
			if r.gaussNext != nil {
				zv := r.gaussNext
				r.gaussNext = nil
				f, ok := zv.(eval.Float)
				if !ok {
					// setstate takes any value as gauss_next: mu + z*sigma
					// as Python computes it.
					p, err := eval.Binary(t, eval.OpMul, zv, eval.Float(sigma))
					if err != nil {
						return nil, err
					}
					return eval.Binary(t, eval.OpAdd, eval.Float(mu), p)
				}
				z = float64(f)
			} else {
				x2pi := r.random() * twoPi
				g2rad := math.Sqrt(-2.0 * libm.Log(1.0-r.random()))
				z = libm.Cos(x2pi) * g2rad
				r.gaussNext = eval.Float(libm.Sin(x2pi) * g2rad)
			}
			return eval.Float(mu + z*sigma), nil
		},
		"expovariate": func(t *eval.Thread, v eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			var lambd float64
			if err := randUnpack(t, "expovariate", args, kw, "lambd", &lambd); err != nil {
				return nil, err
			}
			u := self(v).random()
			if lambd == 0 {
				return nil, eval.Errorf(eval.ZeroDivisionErrorType, "float division by zero")
			}
			return eval.Float(-libm.Log(1.0-u) / lambd), nil
		},
		"vonmisesvariate": func(t *eval.Thread, v eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			var mu, kappa float64
			if err := randUnpack(t, "vonmisesvariate", args, kw, "mu", &mu, "kappa", &kappa); err != nil {
				return nil, err
			}
			r := self(v)
			if kappa <= 1e-6 {
				return eval.Float(twoPi * r.random()), nil
			}
			s := 0.5 / kappa
			rr := s + math.Sqrt(1.0+s*s)
			var z float64
			for {
				if err := t.Step(); err != nil {
					return nil, err
				}
				u1 := r.random()
				z = libm.Cos(math.Pi * u1)
				d := z / (rr + z)
				u2 := r.random()
				if u2 < 1.0-d*d || u2 <= (1.0-d)*libm.Exp(d) {
					break
				}
			}
			q := 1.0 / rr
			f := (q + z) / (1.0 + q*z)
			u3 := r.random()
			var theta float64
			if u3 > 0.5 {
				theta = pyFmod(mu+libm.Acos(f), twoPi)
			} else {
				theta = pyFmod(mu-libm.Acos(f), twoPi)
			}
			return eval.Float(theta), nil
		},
		"gammavariate": func(t *eval.Thread, v eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			var alpha, beta float64
			if err := randUnpack(t, "gammavariate", args, kw, "alpha", &alpha, "beta", &beta); err != nil {
				return nil, err
			}
			g, err := self(v).gamma(t, alpha, beta)
			return eval.Float(g), err
		},
		"betavariate": func(t *eval.Thread, v eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			var alpha, beta float64
			if err := randUnpack(t, "betavariate", args, kw, "alpha", &alpha, "beta", &beta); err != nil {
				return nil, err
			}
			y, err := self(v).gamma(t, alpha, 1.0)
			if err != nil {
				return nil, err
			}
			if y == 0 {
				return eval.Float(0.0), nil
			}
			y2, err := self(v).gamma(t, beta, 1.0)
			if err != nil {
				return nil, err
			}
			return eval.Float(y / (y + y2)), nil
		},
		"paretovariate": func(t *eval.Thread, v eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			var alpha float64
			if err := randUnpack(t, "paretovariate", args, kw, "alpha", &alpha); err != nil {
				return nil, err
			}
			u := 1.0 - self(v).random()
			if alpha == 0 {
				return nil, eval.Errorf(eval.ZeroDivisionErrorType, "float division by zero")
			}
			f, err := powF(u, -1.0/alpha)
			return eval.Float(f), err
		},
		"weibullvariate": func(t *eval.Thread, v eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			var alpha, beta float64
			if err := randUnpack(t, "weibullvariate", args, kw, "alpha", &alpha, "beta", &beta); err != nil {
				return nil, err
			}
			u := 1.0 - self(v).random()
			if beta == 0 {
				return nil, eval.Errorf(eval.ZeroDivisionErrorType, "float division by zero")
			}
			f, err := powF(-libm.Log(u), 1.0/beta)
			return eval.Float(alpha * f), err
		},
		"getstate": func(t *eval.Thread, v eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			if err := pyFuncArgs("Random.getstate", args, kw); err != nil {
				return nil, err
			}
			r := self(v)
			st := make([]eval.Value, mtN+1)
			for i, w := range r.mt {
				st[i] = eval.MakeInt(int64(w))
			}
			st[mtN] = eval.MakeInt(int64(r.index))
			var g eval.Value = eval.None
			if r.gaussNext != nil {
				g = r.gaussNext
			}
			return tuple(t, eval.Int(3), eval.NewTupleT(t, st), g), nil
		},
		"setstate": func(t *eval.Thread, v eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			if err := pyFuncArgs("Random.setstate", args, kw, "state", nil); err != nil {
				return nil, err
			}
			st, ok := args[0].(*eval.Tuple)
			if !ok || st.Len() != 3 {
				return nil, eval.Errorf(eval.TypeErrorType, "state vector must be a tuple")
			}
			e := st.Elems()
			version2 := e[0] == eval.Value(eval.Int(2))
			if e[0] != eval.Value(eval.Int(3)) && !version2 {
				return nil, eval.Errorf(eval.ValueErrorType, "state with version %s passed to Random.setstate() of version 3", mustRepr(t, e[0]))
			}
			words, ok := e[1].(*eval.Tuple)
			if !ok || words.Len() != mtN+1 {
				return nil, eval.Errorf(eval.ValueErrorType, "state vector is the wrong size")
			}
			r := self(v)
			for i, w := range words.Elems() {
				if version2 {
					// Version 2 states (Python 2's) hold the words as any
					// ints: CPython takes them modulo 2**32.
					var err error
					if w, err = eval.Binary(t, eval.OpMod, w, eval.Int(1<<32)); err != nil {
						return nil, err
					}
				}
				n, err := eval.AsInt64(t, w)
				if err != nil {
					return nil, err
				}
				if i == mtN {
					if n < 0 || n > mtN {
						return nil, eval.Errorf(eval.ValueErrorType, "invalid state")
					}
					r.index = int(n)
				} else {
					r.mt[i] = uint32(n)
				}
			}
			if e[2] == eval.None {
				r.gaussNext = nil
			} else {
				r.gaussNext = e[2]
			}
			return eval.None, nil
		},
	}
}

func mustRepr(t *eval.Thread, v eval.Value) string {
	s, err := eval.Repr(t, v)
	if err != nil {
		return "?"
	}
	return s
}

// pyFmod is Python's float %.
func pyFmod(x, y float64) float64 {
	m := math.Mod(x, y)
	if m != 0 {
		if (y < 0) != (m < 0) {
			m += y
		}
	} else {
		m = math.Copysign(0, y)
	}
	return m
}

func (r *Rand) normal(t *eval.Thread) (float64, error) {
	for {
		if err := t.Step(); err != nil {
			return 0, err
		}
		u1 := r.random()
		u2 := 1.0 - r.random()
		z := nvMagic * (u1 - 0.5) / u2
		zz := z * z / 4.0
		if zz <= -libm.Log(u2) {
			return z, nil
		}
	}
}

func (r *Rand) gamma(t *eval.Thread, alpha, beta float64) (float64, error) {
	if alpha <= 0.0 || beta <= 0.0 {
		return 0, eval.Errorf(eval.ValueErrorType, "gammavariate: alpha and beta must be > 0.0")
	}
	switch {
	case alpha > 1.0:
		ainv := math.Sqrt(2.0*alpha - 1.0)
		bbb := alpha - log4
		ccc := alpha + ainv
		for {
			if err := t.Step(); err != nil {
				return 0, err
			}
			u1 := r.random()
			if !(1e-7 < u1 && u1 < 0.9999999) {
				continue
			}
			u2 := 1.0 - r.random()
			v := libm.Log(u1/(1.0-u1)) / ainv
			x := alpha * libm.Exp(v)
			z := u1 * u1 * u2
			rr := bbb + ccc*v - x
			if rr+sgMagic-4.5*z >= 0.0 || rr >= mLog(libm.Log)(z) {
				return x * beta, nil
			}
		}
	case alpha == 1.0:
		return -libm.Log(1.0-r.random()) * beta, nil
	}
	var x float64
	for {
		if err := t.Step(); err != nil {
			return 0, err
		}
		u := r.random()
		b := (math.E + alpha) / math.E
		p := b * u
		var err error
		if p <= 1.0 {
			x, err = powF(p, 1.0/alpha)
		} else {
			x = -libm.Log((b - p) / alpha)
		}
		if err != nil {
			return 0, err
		}
		u1 := r.random()
		if p > 1.0 {
			xa, err := powF(x, alpha-1.0)
			if err != nil {
				return 0, err
			}
			if u1 <= xa {
				break
			}
		} else if u1 <= libm.Exp(-x) {
			break
		}
	}
	return x * beta, nil
}

// rangeArg is randrange's _index with the float fallback (the result
// must not be modified: it may be an int's own number).
func rangeArg(t *eval.Thread, v eval.Value, what string) (*big.Int, error) {
	if f, ok := v.(eval.Float); ok {
		if float64(f) != math.Trunc(float64(f)) || !isFinite(float64(f)) {
			return nil, eval.Errorf(eval.ValueErrorType, "non-integer %s for randrange()", what)
		}
		x, err := eval.FloatToInt(float64(f))
		if err != nil {
			return nil, err
		}
		b, _ := eval.AsBig(x)
		return b, nil
	}
	x, err := eval.Index(t, v)
	if err != nil {
		return nil, err
	}
	b, _ := eval.AsBig(x)
	return b, nil
}

func (r *Rand) randrange(t *eval.Thread, start, stop, step eval.Value) (eval.Value, error) {
	istart, err := rangeArg(t, start, "arg 1")
	if err != nil {
		return nil, err
	}
	if stop == eval.None {
		if step != nil {
			return nil, eval.Errorf(eval.TypeErrorType, "Missing a non-None stop argument")
		}
		if istart.Sign() > 0 {
			x, err := r.randbelow(t, istart)
			if err != nil {
				return nil, err
			}
			return eval.MakeBigInt(x), nil
		}
		return nil, eval.Errorf(eval.ValueErrorType, "empty range for randrange()")
	}
	istop, err := rangeArg(t, stop, "stop")
	if err != nil {
		return nil, err
	}
	width, err := eval.BigSub(t, istop, istart)
	if err != nil {
		return nil, err
	}
	istep := big.NewInt(1)
	if step != nil {
		if istep, err = rangeArg(t, step, "step"); err != nil {
			return nil, err
		}
	}
	if istep.IsInt64() && istep.Int64() == 1 {
		if width.Sign() > 0 {
			x, err := r.randbelow(t, width)
			if err != nil {
				return nil, err
			}
			if x, err = eval.BigAdd(t, x, istart); err != nil {
				return nil, err
			}
			return eval.MakeBigInt(x), nil
		}
		// "%d" formatting: CPython's limit on int conversions applies.
		var parts [3]string
		for i, x := range []*big.Int{istart, istop, width} {
			if parts[i], err = eval.IntToString(t, eval.MakeBigInt(x), 10); err != nil {
				return nil, err
			}
		}
		return nil, eval.Errorf(eval.ValueErrorType, "empty range for randrange() (%s, %s, %s)", parts[0], parts[1], parts[2])
	}
	var n *big.Int
	switch istep.Sign() {
	case 1:
		n, err = eval.BigAdd(t, width, istep)
		if err == nil {
			n, err = eval.BigAddInt64(t, n, -1)
		}
	case -1:
		n, err = eval.BigAdd(t, width, istep)
		if err == nil {
			n, err = eval.BigAddInt64(t, n, 1)
		}
	default:
		return nil, eval.Errorf(eval.ValueErrorType, "zero step for randrange()")
	}
	if err != nil {
		return nil, err
	}
	q, _, err := eval.BigDivMod(t, n, istep)
	if err != nil {
		return nil, err
	}
	if q.Sign() <= 0 {
		return nil, eval.Errorf(eval.ValueErrorType, "empty range for randrange()")
	}
	x, err := r.randbelow(t, q)
	if err != nil {
		return nil, err
	}
	if x, err = eval.BigMul(t, x, istep); err != nil {
		return nil, err
	}
	if x, err = eval.BigAdd(t, x, istart); err != nil {
		return nil, err
	}
	return eval.MakeBigInt(x), nil
}

// isSequence is isinstance(v, collections.abc.Sequence) as far as
// pyinterp has it: the builtin sequences (any builtin type with items and
// a length but dict), and the user classes deriving from one of them or
// from a class named Sequence, MutableSequence, UserList or UserString. A
// user class that only defines __len__ and __getitem__ is not one (as in
// CPython: random.sample refuses it).
func isSequence(v eval.Value) bool {
	switch v.(type) {
	case *eval.List, *eval.Tuple, *eval.Str, eval.Bytes:
		return true
	}
	for _, c := range v.Type().MRO {
		if c.IsUserClass() {
			switch c.Name {
			case "Sequence", "MutableSequence", "UserList", "UserString":
				return true
			}
			continue
		}
		if c.Name == "range" && c.Module == "builtins" || c.GetItem != nil && c.Len != nil && c != eval.DictType && !c.IsSubtype(eval.DictType) {
			return true
		}
	}
	return false
}

func (r *Rand) sample(t *eval.Thread, pop, kv, counts eval.Value) (eval.Value, error) {
	if !isSequence(pop) {
		return nil, eval.Errorf(eval.TypeErrorType, "Population must be a sequence.  For dicts or sets, use sorted(d).")
	}
	n, err := eval.Len(t, pop)
	if err != nil {
		return nil, err
	}
	if counts != eval.None {
		cum, err := accumulate(t, counts)
		if err != nil {
			return nil, err
		}
		if len(cum) != n {
			return nil, eval.Errorf(eval.ValueErrorType, "The number of counts does not match the population")
		}
		if len(cum) == 0 {
			// total = cum_counts.pop() of an empty population.
			return nil, eval.Errorf(eval.IndexErrorType, "pop from empty list")
		}
		total := cum[len(cum)-1]
		cum = cum[:len(cum)-1]
		switch total.(type) {
		case eval.Int, *eval.BigInt:
		default:
			return nil, eval.Errorf(eval.TypeErrorType, "Counts must be integers")
		}
		if positive, err := eval.CompareBool(t, eval.GT, total, eval.Int(0)); err != nil {
			return nil, err
		} else if !positive {
			return nil, eval.Errorf(eval.ValueErrorType, "Total of counts must be greater than zero")
		}
		rangeType, _ := t.Interp.Builtins.Get("range")
		rng, err := eval.Call(t, rangeType, []eval.Value{total}, nil)
		if err != nil {
			return nil, err
		}
		sel, err := r.sample(t, rng, kv, eval.None)
		if err != nil {
			return nil, err
		}
		selList, isList := sel.(*eval.List)
		if !isList {
			// What k's __rmul__ made of [None] * k (see sample):
			// CPython iterates it.
			elems, err := eval.Collect(t, sel)
			if err != nil {
				return nil, err
			}
			selList = eval.NewListT(t, elems)
			sel = selList
		}
		out := selList.Elems()
		for i, s := range out {
			j, err := bisectRight(t, eval.NewListT(t, cum), s, 0, len(cum), nil)
			if err != nil {
				return nil, err
			}
			if out[i], err = eval.GetItem(t, pop, eval.MakeInt(int64(j))); err != nil {
				return nil, err
			}
		}
		return sel, nil
	}
	// if not 0 <= k <= n: raise ValueError; result = [None] * k (k is
	// compared first, then converted by __index__, as in CPython).
	for _, pair := range [][2]eval.Value{{eval.Int(0), kv}, {kv, eval.Int(int64(n))}} {
		le, err := eval.Compare(t, eval.LE, pair[0], pair[1])
		if err != nil {
			return nil, err
		}
		ok, err := eval.Truth(t, le)
		if err != nil {
			return nil, err
		}
		if !ok {
			return nil, eval.Errorf(eval.ValueErrorType, "Sample larger than population or is negative")
		}
	}
	rl, err := eval.Binary(t, eval.OpMul, eval.NewListT(t, []eval.Value{eval.None}), kv)
	if err != nil {
		return nil, err
	}
	resultList, isList := rl.(*eval.List)
	if !isList {
		// k's __rmul__ made [None] * k something else: CPython goes on
		// to range(k), then assigns result[i] for each i.
		kn, err := eval.Index(t, kv)
		if err != nil {
			return nil, err
		}
		if positive, err := eval.Truth(t, kn); err != nil {
			return nil, err
		} else if positive {
			return nil, eval.Errorf(eval.TypeErrorType, "'%s' object does not support item assignment", eval.TypeName(rl))
		}
		return rl, nil
	}
	result := resultList.Elems()
	k := len(result)
	// if k > 5: setsize += 4 ** _ceil(_log(k * 3, 4)), with k the
	// object given (its comparison and product are what CPython calls).
	setsize := 21
	gt, err := eval.Compare(t, eval.GT, kv, eval.Int(5))
	if err != nil {
		return nil, err
	}
	if big, err := eval.Truth(t, gt); err != nil {
		return nil, err
	} else if big {
		if _, err := eval.Binary(t, eval.OpMul, kv, eval.Int(3)); err != nil {
			return nil, err
		}
		setsize += int(math.Pow(4, math.Ceil(libm.Log(float64(k*3))/libm.Log(4))))
	}
	if n <= setsize {
		pool, err := eval.Collect(t, pop)
		if err != nil {
			return nil, err
		}
		for i := 0; i < k; i++ {
			if n-i <= 0 {
				return nil, eval.Errorf(eval.IndexErrorType, "list index out of range")
			}
			j, err := r.randbelowInt(t, n-i)
			if err != nil {
				return nil, err
			}
			// The population's length was read before k's __index__ and
			// list(population) ran: either may have changed it. CPython
			// indexes its pool list, which raises IndexError.
			if j >= len(pool) || n-i-1 >= len(pool) {
				return nil, eval.Errorf(eval.IndexErrorType, "list index out of range")
			}
			result[i] = pool[j]
			pool[j] = pool[n-i-1]
		}
	} else {
		selected, err := eval.MakeMap[int, bool](t, k)
		if err != nil {
			return nil, err
		}
		for i := 0; i < k; i++ {
			j, err := r.randbelowInt(t, n)
			if err != nil {
				return nil, err
			}
			for selected[j] {
				// Counted: with more picks than items (an __index__
				// that lied) CPython loops forever too; this ends
				// with the run's limits.
				if err := t.Step(); err != nil {
					return nil, err
				}
				if j, err = r.randbelowInt(t, n); err != nil {
					return nil, err
				}
			}
			selected[j] = true
			if result[i], err = eval.GetItem(t, pop, eval.MakeInt(int64(j))); err != nil {
				return nil, err
			}
		}
	}
	return eval.NewListT(t, result), nil
}

// accumulate is list(itertools.accumulate(v)).
func accumulate(t *eval.Thread, v eval.Value) ([]eval.Value, error) {
	var out []eval.Value
	var acc eval.Value
	err := iterate(t, v, func(x eval.Value) error {
		if acc == nil {
			acc = x
		} else {
			s, err := eval.Binary(t, eval.OpAdd, acc, x)
			if err != nil {
				return err
			}
			acc = s
		}
		var err error
		out, err = eval.Append(t, out, acc)
		return err
	})
	return out, err
}

func (r *Rand) choices(t *eval.Thread, pop, weights, cum, kv eval.Value) (eval.Value, error) {
	n, err := eval.Len(t, pop)
	if err != nil {
		return nil, err
	}
	var cw []eval.Value
	if cum == eval.None {
		if weights == eval.None {
			k, err := eval.AsInt(t, kv)
			if err != nil {
				return nil, err
			}
			out, err := eval.MakeCap[eval.Value](t, 0, max(k, 0))
			if err != nil {
				return nil, err
			}
			fn := float64(n)
			for i := 0; i < k; i++ {
				if err := t.Step(); err != nil {
					return nil, err
				}
				x, err := eval.GetItem(t, pop, eval.MakeInt(int64(math.Floor(r.random()*fn))))
				if err != nil {
					return nil, err
				}
				out = append(out, x)
			}
			return eval.NewListT(t, out), nil
		}
		cw, err = accumulate(t, weights)
		if err != nil {
			if _, isInt := weights.(eval.Int); isInt && isExc(err, eval.TypeErrorType) {
				return nil, eval.Errorf(eval.TypeErrorType, "The number of choices must be a keyword argument: k=%s", mustRepr(t, weights))
			}
			return nil, err
		}
	} else if weights != eval.None {
		return nil, eval.Errorf(eval.TypeErrorType, "Cannot specify both weights and cumulative weights")
	} else {
		if cw, err = eval.Collect(t, cum); err != nil {
			return nil, err
		}
	}
	if len(cw) != n {
		return nil, eval.Errorf(eval.ValueErrorType, "The number of weights does not match the population")
	}
	if len(cw) == 0 {
		// total = cum_weights[-1] + 0.0 of an empty population: the
		// IndexError of the list accumulate made, or of what was given
		// as cum_weights ('': string index out of range).
		if cum != eval.None {
			if _, err := eval.GetItem(t, cum, eval.Int(-1)); err != nil {
				return nil, err
			}
		}
		return nil, eval.Errorf(eval.IndexErrorType, "list index out of range")
	}
	totalV, err := eval.Binary(t, eval.OpAdd, cw[len(cw)-1], eval.Float(0))
	if err != nil {
		return nil, err
	}
	total, err := eval.FloatOf(t, totalV)
	if err != nil {
		return nil, err
	}
	if total <= 0 {
		return nil, eval.Errorf(eval.ValueErrorType, "Total of weights must be greater than zero")
	}
	if !isFinite(total) {
		return nil, eval.Errorf(eval.ValueErrorType, "Total of weights must be finite")
	}
	k, err := eval.AsInt(t, kv)
	if err != nil {
		return nil, err
	}
	out, err := eval.MakeCap[eval.Value](t, 0, max(k, 0))
	if err != nil {
		return nil, err
	}
	for i := 0; i < k; i++ {
		j, err := bisectRight(t, eval.NewListT(t, cw), eval.Float(r.random()*total), 0, n-1, nil)
		if err != nil {
			return nil, err
		}
		x, err := eval.GetItem(t, pop, eval.MakeInt(int64(j)))
		if err != nil {
			return nil, err
		}
		out = append(out, x)
	}
	return eval.NewListT(t, out), nil
}
