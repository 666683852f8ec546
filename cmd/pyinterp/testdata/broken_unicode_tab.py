def f():
	return é + $
