# a line indented with a tab
if True:
	x = 1 + "a"
