package eval

// DictPairs iterates over a dict's items as the iterator of d.items()
// does, with the same RuntimeErrors when the dict changes size or keys
// during the loop, but makes no tuple per item (Go code that walks a
// dict the program may change while it runs: copy.deepcopy's).
type DictPairs struct{ it *dictIterator }

// PairIterator returns an iterator over d's items in insertion order.
func (d *Dict) PairIterator() DictPairs {
	return DictPairs{newDictIterator(d, dictIterItems, false)}
}

// NextPair returns the next item; ok is false at the end.
func (p DictPairs) NextPair() (k, v Value, ok bool, err error) {
	e, err := p.it.nextEntry()
	if err != nil || e == nil {
		return nil, nil, false, err
	}
	return e.key, e.val, true, nil
}
