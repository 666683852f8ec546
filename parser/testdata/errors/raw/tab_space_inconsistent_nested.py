def f():
    if x:
	pass
