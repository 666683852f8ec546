# gc switches around a loop
import gc
gc.disable()
total = sum(range(1000))
gc.enable()
print(total, gc.isenabled(), gc.collect() >= 0)
