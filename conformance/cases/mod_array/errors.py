# array's range checks and type errors
import array
for tc in 'bBhHiIlLqQ':
    for v in [2**70, -2**70, 2**40, -1, 2**16, 2**8]:
        try:
            array.array(tc, [v])
            r = 'ok'
        except OverflowError as e:
            r = 'OverflowError: ' + str(e)
        print(tc, v, r)
for tc, v in [('i', 1.5), ('i', '1'), ('f', '1'), ('u', 1), ('u', 'ab'), ('d', None)]:
    try:
        print(array.array(tc, [v]))
    except TypeError as e:
        print(tc, 'TypeError', e)
