# Empty program: measures interpreter startup, subtracted from every workload.
