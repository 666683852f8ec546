# gc.collect returns 0 and the switches are remembered
import gc
print(gc.collect(), gc.collect(0), gc.collect(generation=1))
print(gc.isenabled())
gc.disable()
print(gc.isenabled())
gc.enable()
print(gc.isenabled(), gc.get_threshold(), gc.is_tracked(1), gc.is_tracked([]), gc.garbage)
gc.set_threshold(100, 5)
print(gc.get_threshold()[:2])
try:
    gc.collect(3)
except ValueError as e:
    print('ValueError', e)
