//
//  ProfileView.swift
//  TemplateApp
//
//  Created by Jane Appleseed on 01.12.2026
//  Copyright © 2026 Jane Appleseed. All rights reserved.
//

import SwiftUI

struct ProfileView: View {
           
    @StateObject var viewState: ProfileViewState
    
    var body: some View {
        Text("Hello iOS")
    }
}

struct ProfilePreviews: PreviewProvider {
    static var previews: some View {
        ApplicationViewBuilder.stub.build(module: .Profile)
    }
}

