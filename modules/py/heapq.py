# heapq's Python part (see heapq.go): merge, nsmallest, nlargest.
def merge(*iterables, key=None, reverse=False):
    h = []
    if reverse:
        _hify, _hpop, _hrep, direction = _heapify_max, _heappop_max, _heapreplace_max, -1
    else:
        _hify, _hpop, _hrep, direction = heapify, heappop, heapreplace, 1
    if key is None:
        order = 0
        for it in iterables:
            it = iter(it)
            try:
                h.append([next(it), order * direction, it])
            except StopIteration:
                pass
            order += 1
        _hify(h)
        while len(h) > 1:
            try:
                while True:
                    s = h[0]
                    yield s[0]
                    s[0] = next(s[2])
                    _hrep(h, s)
            except StopIteration:
                _hpop(h)
        if h:
            s = h[0]
            yield s[0]
            yield from s[2]
        return
    order = 0
    for it in iterables:
        it = iter(it)
        try:
            value = next(it)
            h.append([key(value), order * direction, value, it])
        except StopIteration:
            pass
        order += 1
    _hify(h)
    while len(h) > 1:
        try:
            while True:
                s = h[0]
                yield s[2]
                value = next(s[3])
                s[0] = key(value)
                s[2] = value
                _hrep(h, s)
        except StopIteration:
            _hpop(h)
    if h:
        s = h[0]
        yield s[2]
        yield from s[3]

def nsmallest(n, iterable, key=None):
    if n == 1:
        it = iter(iterable)
        sentinel = object()
        result = min(it, default=sentinel, key=key)
        return [] if result is sentinel else [result]
    try:
        size = len(iterable)
    except (TypeError, AttributeError):
        pass
    else:
        if n >= size:
            return sorted(iterable, key=key)[:n]
    if key is None:
        it = iter(iterable)
        result = [(elem, i) for i, elem in zip(range(n), it)]
        if not result:
            return result
        _heapify_max(result)
        top = result[0][0]
        order = n
        for elem in it:
            if elem < top:
                _heapreplace_max(result, (elem, order))
                top = result[0][0]
                order += 1
        result.sort()
        return [elem for (elem, order) in result]
    it = iter(iterable)
    result = [(key(elem), i, elem) for i, elem in zip(range(n), it)]
    if not result:
        return result
    _heapify_max(result)
    top = result[0][0]
    order = n
    for elem in it:
        k = key(elem)
        if k < top:
            _heapreplace_max(result, (k, order, elem))
            top = result[0][0]
            order += 1
    result.sort()
    return [elem for (k, order, elem) in result]

def nlargest(n, iterable, key=None):
    if n == 1:
        it = iter(iterable)
        sentinel = object()
        result = max(it, default=sentinel, key=key)
        return [] if result is sentinel else [result]
    try:
        size = len(iterable)
    except (TypeError, AttributeError):
        pass
    else:
        if n >= size:
            return sorted(iterable, key=key, reverse=True)[:n]
    if key is None:
        it = iter(iterable)
        result = [(elem, i) for i, elem in zip(range(0, -n, -1), it)]
        if not result:
            return result
        heapify(result)
        top = result[0][0]
        order = -n
        for elem in it:
            if top < elem:
                heapreplace(result, (elem, order))
                top = result[0][0]
                order -= 1
        result.sort(reverse=True)
        return [elem for (elem, order) in result]
    it = iter(iterable)
    result = [(key(elem), i, elem) for i, elem in zip(range(0, -n, -1), it)]
    if not result:
        return result
    heapify(result)
    top = result[0][0]
    order = -n
    for elem in it:
        k = key(elem)
        if top < k:
            heapreplace(result, (k, order, elem))
            top = result[0][0]
            order -= 1
    result.sort(reverse=True)
    return [elem for (k, order, elem) in result]
