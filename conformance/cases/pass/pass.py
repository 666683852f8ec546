# pass does nothing in every block
def f():
    pass
if True:
    pass
for i in range(2):
    pass
while False:
    pass
try:
    pass
except Exception:
    pass
finally:
    pass
print(f(), i)
