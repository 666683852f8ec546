package eval

// CallableIteratorType is the type of iter(callable, sentinel).
var CallableIteratorType = newIteratorType("callable_iterator")

// callableIterator calls fn with no arguments until it returns a value
// equal to sentinel (CPython's calliterobject); once exhausted it stays
// exhausted. StopIteration raised by fn also ends it.
type callableIterator struct {
	fn, sentinel Value
}

// NewCallableIterator returns iter(fn, sentinel).
func NewCallableIterator(fn, sentinel Value) Value {
	return &callableIterator{fn: fn, sentinel: sentinel}
}

func (*callableIterator) Type() *Type { return CallableIteratorType }

func (c *callableIterator) Next(t *Thread) (Value, error) {
	if c.fn == nil {
		return nil, nil
	}
	v, err := Call(t, c.fn, nil, nil)
	if err != nil {
		if e, ok := err.(*Exception); ok && e.cls.IsSubtype(StopIterationType) {
			c.fn, c.sentinel = nil, nil
			return nil, nil
		}
		return nil, err
	}
	eq, err := Equal(t, v, c.sentinel)
	if err != nil {
		return nil, err
	}
	if eq {
		c.fn, c.sentinel = nil, nil
		return nil, nil
	}
	return v, nil
}
