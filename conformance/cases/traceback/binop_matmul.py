# @ on ints
x = 3 @ 4
