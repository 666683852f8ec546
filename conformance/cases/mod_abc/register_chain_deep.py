# issubclass through a chain of more than 100 abc registrations answers
# False silently (eval/virtual.go: depth > 100 returns false); CPython
# answers True (or RecursionError past its recursion limit). The search
# also walks every subclass of each ABC in the chain with no work charged
# (~24 ms per issubclass call with 50,000 subclasses of one ABC).
import abc
classes = [abc.ABCMeta(f'A{i}', (), {}) for i in range(150)]
for a, b in zip(classes, classes[1:]):
    b.register(a)
print(issubclass(classes[0], classes[-1]))   # CPython: True; pyinterp: False
