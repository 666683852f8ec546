# a for loop over an int
for i in 5: pass
