# tuple + list
(1,) + [2]
