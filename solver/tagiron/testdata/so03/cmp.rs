// Comparison harness for so03/tagiron_solve (not part of it): copy this file and states.rs into its
// examples/ and run `cmp STATE N`: N calls of its solve on one state (see compare.sh).
include!("states.rs");

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let name = &args[1];
    let n: usize = args[2].parse().unwrap();
    let (_, q) = states().into_iter().find(|(s, _)| s == name).expect("state");
    let mut last = Err("not run");
    for _ in 0..n {
        last = tagiron_solve::solve(q.clone());
    }
    eprintln!("{} {:?}", name, last);
}
