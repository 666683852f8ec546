# min of an empty sequence
min([])
