# lambdas created in a comprehension share the comprehension variable
fs = [lambda: n for n in range(3)]
print([f() for f in fs])
gs = [(lambda n: lambda: n)(n) for n in range(3)]
print([g() for g in gs])
