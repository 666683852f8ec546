# branching on numbers ABCs
import numbers
def kind(x):
    if isinstance(x, numbers.Integral):
        return 'integral'
    if isinstance(x, numbers.Real):
        return 'real'
    if isinstance(x, numbers.Complex):
        return 'complex'
    return 'other'
print([kind(v) for v in (3, 2.5, 1j, True, '3', [1])])
